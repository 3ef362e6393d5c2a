/**
 * Runs once when the server starts: checks the environment (a bad variable stops the start with
 * a message naming it), seeds an empty store (sample content once, the first admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD), and starts the loop that delivers stored form submissions (and
 * picks up those pending from before a restart).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getEnv } = await import('@/lib/config/env');
  const env = getEnv();
  // `next build` loads this file too while it prerenders: it reads the store, never writes it,
  // and deliveries are the server's job.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getStore } = await import('@/lib/store');
  const { ensureSeeded } = await import('@/lib/seed/ensure-seeded');
  await ensureSeeded(await getStore(), env);
  const { startLeadsWorker } = await import('@/lib/leads/runtime');
  startLeadsWorker();
}
