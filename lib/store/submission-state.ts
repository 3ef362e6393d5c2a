import type { Delivery, DeliveryState, Submission } from './types';

/** The earliest due time over the channels still pending, or null when nothing is pending. */
export function nextAttemptOf(deliveries: Submission['deliveries']): string | null {
  const due = Object.values(deliveries)
    .filter((delivery) => delivery.status === 'pending' && delivery.nextAttemptAt)
    .map((delivery) => delivery.nextAttemptAt!)
    .sort();
  return due[0] ?? null;
}

/** Whether a channel's delivery is in the given state (the precondition of a compare-and-set). */
export function isInState(delivery: Delivery | undefined, expected: DeliveryState): boolean {
  return (
    delivery !== undefined &&
    delivery.status === expected.status &&
    delivery.attempts === expected.attempts &&
    delivery.nextAttemptAt === expected.nextAttemptAt
  );
}
