/**
 * What the server does as it starts, in Node only (instrumentation.ts loads it): checks the
 * environment, seeds the store and starts the background loops. Kept out of instrumentation.ts,
 * which Turbopack also compiles for the edge runtime, where Node's APIs (process.exit, the
 * store's drivers) do not exist and would be reported as errors.
 */
export async function startNodeServer(): Promise<void> {
  const { getEnv } = await import('@/lib/config/env');
  let env;
  try {
    env = getEnv();
  } catch (error) {
    // Next would log this, then say "Ready" and answer 500 to every request: stop instead, so the
    // process manager (or the person starting it) sees the failed start and the message.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // `next build` loads this file too while it prerenders: it reads the store, never writes it,
  // and deliveries are the server's job.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (env.NODE_ENV === 'production' && !(globalThis as Record<symbol, unknown>)[Symbol.for('ztart.productionServer')]) {
    console.warn(WITHOUT_SERVER_MJS);
  }
  const { getStore } = await import('@/lib/store');
  const { shareCacheTagsThroughStore } = await import('@/lib/cache/share-cache-tags');
  shareCacheTagsThroughStore(getStore); // every instance sees every revalidation, also after a restart
  const { seedOnStart } = await import('@/lib/seed/seed-on-start');
  await seedOnStart(env); // a store that is down now is retried in the background, never fatal
  if (env.LEADS_WORKER === 'separate') return; // `npm run worker` delivers
  const { startLeadsWorker } = await import('@/lib/leads/runtime');
  startLeadsWorker();
  // Scheduled drafts are published where deliveries run: here, or by `npm run worker`.
  const { startPublishingScheduler } = await import('@/lib/publishing/runtime');
  startPublishingScheduler();
}

const WITHOUT_SERVER_MJS = [
  'Warning: started without server.mjs (`next start`, or a platform that starts Next itself). Missing here:',
  "- per-page script hashes in the Content-Security-Policy: pages get next.config.mjs's fallback policy, which lets them hydrate by allowing every inline script, so a script that reached a page from stored data would run too.",
  'With no proxy in front (TRUSTED_PROXIES=0) the visitor address is the X-Forwarded-For a client sends: put the site behind a proxy and set TRUSTED_PROXIES to their number.',
  'Start the site with `npm start` (node server.mjs) to have the hashes; see docs/architecture.md, "The production server".',
].join('\n');
