#!/usr/bin/env node
// `npm run worker`: delivers stored form submissions (CRM and e-mail, with retries), applies
// the retention rule and publishes scheduled drafts, outside the web processes. Run one or more beside web processes started
// with LEADS_WORKER=separate; each delivery is claimed in the store with a compare-and-set and a
// lease, so several workers never send the same one. Stops cleanly on SIGTERM or Ctrl-C; what it
// was about to deliver is still pending in the store for the next worker.
import { importTs } from './lib/load-ts.mjs';

const { parseEnv } = await importTs('lib/config/env-schema.ts');
try {
  parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { getLeadsRuntime } = await importTs('lib/leads/runtime.ts');
const { getPublishingScheduler } = await importTs('lib/publishing/runtime.ts');
const { worker } = getLeadsRuntime();
const scheduler = getPublishingScheduler();
worker.start();
scheduler.start();
// The worker's timer does not keep the process alive; this does, until a signal.
const keepAlive = setInterval(() => undefined, 60_000);
console.log(`Delivery worker running (pid ${process.pid}).`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    clearInterval(keepAlive);
    Promise.all([worker.stop(), scheduler.stop()])
      .catch((error) => console.error(error))
      .finally(() => process.exit(0));
  });
}
