/**
 * `npm run worker` (dist/worker.cjs, built by scripts/build-programs.mjs): delivers stored form
 * submissions (CRM and e-mail, with retries), applies the retention rules and publishes scheduled
 * drafts, outside the web processes. The cases' jobs (their e-mails, and the deletion of documents
 * whose 30 days are over) ride on the delivery loop (lib/cases/worker-jobs.ts, wired in
 * lib/leads/runtime.ts), so this bundle runs them too. Run one or more beside web processes started with
 * LEADS_WORKER=separate; each delivery is claimed in the store with a compare-and-set and a lease,
 * so several workers never send the same one. Stops cleanly on SIGTERM or Ctrl-C; what it was
 * about to deliver is still pending in the store for the next worker.
 */
import { getLeadsRuntime } from '@/lib/leads/runtime';
import { getPublishingScheduler } from '@/lib/publishing/runtime';
import { environmentOrExit } from './environment';

environmentOrExit();
const { worker } = getLeadsRuntime();
const scheduler = getPublishingScheduler();
worker.start();
scheduler.start();
// The loops' timers do not keep the process alive; this does, until a signal.
const keepAlive = setInterval(() => undefined, 60_000);
console.log(`Delivery worker running (pid ${process.pid}).`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    clearInterval(keepAlive);
    Promise.all([worker.stop(), scheduler.stop()])
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  });
}
