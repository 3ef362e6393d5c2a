/**
 * Runs once when the server starts: checks the environment (a bad variable stops the start with
 * a message naming it) and opens the store, which migrates and seeds it on first use.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getEnv } = await import('@/lib/config/env');
  getEnv();
  const { getStore } = await import('@/lib/store');
  await getStore();
}
