/**
 * Runs once when the server starts: checks the environment (a bad variable stops the start with
 * a message naming it), seeds an empty store (sample content once, the first admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD; retried in the background while the store is unreachable), and
 * starts the loop that delivers stored form submissions (and picks up those pending from before
 * a restart) and the one that publishes scheduled drafts.
 */
export async function register() {
  // The only way into Node-only code: Turbopack replaces NEXT_RUNTIME per runtime and drops this
  // branch (and the module it imports) from the edge compile, which then has nothing to warn about.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}
