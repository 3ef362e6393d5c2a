import 'server-only';
import { appendAudit, SYSTEM_ACTORS } from '@/lib/audit/audit-entry';
import { serviceOf } from '@/lib/publishing/editable-services';
import type { ContentServiceDeps } from '@/lib/content/content-service';
import { publishDueDrafts, type ScheduledOutcome } from '@/lib/publishing/draft-service';

/**
 * Publishes scheduled drafts when their time comes, whether or not anybody visits.
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

/** The scheduler is the actor, on behalf of the account that set the time (named in the detail). */
async function auditScheduledPublish(deps: ContentServiceDeps, { draft, slug }: ScheduledOutcome): Promise<void> {
  const by = draft.scheduledBy ?? draft.savedBy;
  const account = by.id ? await deps.store.admins.findById(by.id).catch(() => null) : null;
  const detail = `at the time ${by.name}${account ? ` (${account.email})` : ''} scheduled`;
  await appendAudit(deps.store, { action: 'publish', actor: { _id: by.id, email: SYSTEM_ACTORS.scheduler } as const, target: `${serviceOf(draft.kind).label} ${slug}`, detail });
}

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
    const deps = await options.deps();
    for (const outcome of await publishDueDrafts(deps, now())) {
      const what = `${serviceOf(outcome.draft.kind).label} "${String(outcome.draft.fields.title)}"`;
      log(outcome.error ? `Scheduled ${what} was not published: ${outcome.error}` : `Published the scheduled ${what} (${outcome.slug})`);
      if (!outcome.error) await auditScheduledPublish(deps, outcome);
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
