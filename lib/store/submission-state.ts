import type { Submission } from './types';

/** The earliest due time over the channels still pending, or null when nothing is pending. */
export function nextAttemptOf(deliveries: Submission['deliveries']): string | null {
  const due = Object.values(deliveries)
    .filter((delivery) => delivery.status === 'pending' && delivery.nextAttemptAt)
    .map((delivery) => delivery.nextAttemptAt!)
    .sort();
  return due[0] ?? null;
}
