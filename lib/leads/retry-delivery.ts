import 'server-only';
import { ConflictError } from '@/lib/errors';
import type { DeliveryChannel } from '@/lib/leads/submission-repository';
import type { Store } from '@/lib/store/store';
import { retriedNow, stateOf } from './delivery-state';

export type RetryResult = { ok: true } | { ok: false; reason: string };

/**
 * Staff's Retry on a delivery: a failed one (or one skipped while its channel was not set up,
 * once it is) becomes due now with a fresh round of attempts. The change is a compare-and-set, so
 * a delivery the worker is busy with is never reset under it.
 */
export async function retryDelivery(
  store: Store,
  id: string,
  channel: DeliveryChannel,
  { now, channelAvailable }: { now: Date; channelAvailable: boolean },
): Promise<RetryResult> {
  const submission = await store.submissions.getById(id);
  const delivery = submission?.deliveries[channel];
  if (!submission || !delivery) return { ok: false, reason: 'There is no such delivery.' };
  if (!channelAvailable) return { ok: false, reason: 'This channel is not configured.' };
  if (delivery.status !== 'failed' && delivery.status !== 'skipped') {
    return { ok: false, reason: `The delivery is ${delivery.status}; only failed or skipped ones can be retried.` };
  }
  try {
    await store.submissions.updateDelivery(id, channel, retriedNow(delivery, now), { expected: stateOf(delivery) });
  } catch (error) {
    if (error instanceof ConflictError) return { ok: false, reason: 'The delivery changed meanwhile; reload and try again.' };
    throw error;
  }
  return { ok: true };
}
