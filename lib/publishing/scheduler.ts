import 'server-only';
import { serviceOf } from '@/lib/services/editable-services';
import type { ContentServiceDeps } from '@/lib/services/content-service';
import { publishDueDrafts } from '@/lib/services/draft-service';

/**
 * Publishes scheduled drafts when their time comes, whether or not anybody visits (issue #22).
 * It runs where the lead deliveries run (lib/leads/runtime.ts): in each web process, or in
 * `npm run worker` processes when LEADS_WORKER=separate. Its revalidation goes through the
 * store's record of cache tags (no request is being served), which every instance reads before
 * it serves a cached page.
 */
export interface PublishingScheduler {
  start(): void;
  stop(): Promise<void>;
  /** One pass: publishes what is due now. */
  tick(): Promise<void>;
}

export const SCHEDULE_INTERVAL_MS = 5_000;

export function createPublishingScheduler(options: {
  deps: () => Promise<ContentServiceDeps>;
  intervalMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}): PublishingScheduler {
  const { intervalMs = SCHEDULE_INTERVAL_MS, now = () => new Date(), log = (message) => console.warn(`[publishing] ${message}`) } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function pass(): Promise<void> {
    for (const outcome of await publishDueDrafts(await options.deps(), now())) {
      const what = `${serviceOf(outcome.draft.kind).label} "${String(outcome.draft.fields.title)}"`;
      log(outcome.error ? `Scheduled ${what} was not published: ${outcome.error}` : `Published the scheduled ${what} (${outcome.slug})`);
    }
  }

  const scheduler: PublishingScheduler = {
    start() {
      if (timer) return;
      timer = setInterval(() => void scheduler.tick(), intervalMs);
      timer.unref();
      void scheduler.tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    tick() {
      running ??= pass()
        .catch((error: unknown) => log(`Scheduled publishing failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
  return scheduler;
}
