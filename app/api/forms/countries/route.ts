import { connection } from 'next/server';
import { getLeadsRuntime } from '@/lib/leads/runtime';
import { countriesAnswer } from '@/lib/leads/countries-answer';

/** GET /api/forms/countries: the location select's options (lib/leads/form-contract.ts). */
export async function GET() {
  // Read at request time, never prerendered at build: the list comes from the CRM's cache.
  await connection();
  return countriesAnswer(getLeadsRuntime().countries);
}
