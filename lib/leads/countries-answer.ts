import 'server-only';
import type { CountryOption } from '@/lib/leads/form-contract';
import type { CountryDirectory } from './country-directory';

/** The answer of GET /api/forms/countries; browsers may keep it a few minutes. */
export async function countriesAnswer(countries: CountryDirectory): Promise<Response> {
  const data: CountryOption[] = await countries.list();
  return Response.json({ statusCode: 200, message: 'OK', data }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
