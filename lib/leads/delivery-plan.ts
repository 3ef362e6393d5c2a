import 'server-only';
import type { Delivery, NewSubmission, SubmissionKind } from '@/lib/leads/submission-repository';

/** The forms that create a lead in the CRM; every form also goes out by e-mail. */
export const CRM_KINDS: readonly SubmissionKind[] = ['consultation', 'lead'];

export const CRM_NOT_CONFIGURED = 'CRM not configured';

export const pendingNow = (now: Date): Delivery => ({
  status: 'pending',
  attempts: 0,
  lastError: null,
  deliveredAt: null,
  nextAttemptAt: now.toISOString(),
  history: [],
});

/**
 * The channels a new submission goes to, each due at once. Without a CRM the lead still gets a
 * `crm` channel, marked skipped with the reason, so staff see in the inbox that it never reached
 * the CRM (and can send it there with Retry once LEAD_API_URL is set).
 */
export function planDeliveries(kind: SubmissionKind, { crmConfigured }: { crmConfigured: boolean }, now: Date): NewSubmission['deliveries'] {
  const deliveries: NewSubmission['deliveries'] = { email: pendingNow(now) };
  if (CRM_KINDS.includes(kind)) {
    deliveries.crm = crmConfigured
      ? pendingNow(now)
      : { ...pendingNow(now), status: 'skipped', lastError: CRM_NOT_CONFIGURED, nextAttemptAt: null };
  }
  return deliveries;
}
