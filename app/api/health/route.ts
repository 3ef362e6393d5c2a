import { connection } from 'next/server';
import { checkHealth } from '@/lib/health';
import { getStore } from '@/lib/store';

/** GET /api/health: 200 while this instance can serve, 503 while its store is unreachable. */
export async function GET() {
  await connection(); // answered per request, never prerendered
  const health = await checkHealth(getStore);
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
