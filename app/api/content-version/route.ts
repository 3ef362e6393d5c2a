import { connection } from 'next/server';
import { contentVersionAnswer } from '@/lib/cache/content-version';

/**
 * GET /api/content-version: 204 with X-Content-Version, which changes with a deploy and with any
 * edit on any instance. nginx (deploy/nginx) asks it before each public page and keys its cached
 * pages on it, so an edit or a deploy is answered fresh on the very next request.
 */
export async function GET() {
  await connection(); // answered per request, never prerendered
  return contentVersionAnswer();
}
