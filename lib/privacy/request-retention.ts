import 'server-only';
import type { WorkerJob } from '@/lib/leads/worker';
import type { Store } from '@/lib/store/store';
import { CONFIRM_WITHIN_DAYS } from './constants';
import { cutoffOf, type RetentionSettings } from './retention-settings';

/** How often the pass runs: an hour late is nothing against days. */
const EVERY_MS = 60 * 60_000;

/**
 * The requests' own retention: unconfirmed ones lapse after CONFIRM_WITHIN_DAYS, done ones forget
 * their e-mail or mobile when their copy's page closes, closed ones go after the map's days.
 * Returns how many requests were deleted.
 */
export async function sweepPrivacyRequests(store: Store, requestDays: number, now: Date): Promise<number> {
  await store.privacyRequests.lapseUnconfirmed(cutoffOf(now, CONFIRM_WITHIN_DAYS));
  await store.privacyRequests.forgetDue(now.toISOString());
  return store.privacyRequests.deleteClosedBefore(cutoffOf(now, requestDays));
}

export function privacyWorkerJobs(retention: Pick<RetentionSettings, 'requestDays'>, log: (message: string) => void): WorkerJob[] {
  return [
    {
      name: 'privacy requests retention',
      everyMs: EVERY_MS,
      async run(store, now) {
        const deleted = await sweepPrivacyRequests(store, retention.requestDays, now);
        if (deleted > 0) log(`Retention: deleted ${deleted} closed data requests older than ${retention.requestDays} days`);
      },
    },
  ];
}
