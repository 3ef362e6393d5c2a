/**
 * Runs once when the server starts: checks the environment (a bad variable stops the start with
 * a message naming it), opens the store, which migrates and seeds it on first use, and starts the
 * loop that delivers stored form submissions (and picks up those pending from before a restart).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getEnv } = await import('@/lib/config/env');
  getEnv();
  const { getStore } = await import('@/lib/store');
  await getStore();
  // `next build` loads this file too while it prerenders; deliveries are the server's job.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startLeadsWorker } = await import('@/lib/leads/runtime');
  startLeadsWorker();
}
