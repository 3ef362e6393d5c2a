import 'server-only';
import { errorText } from '@/lib/leads/deliverer';
import { type RetryPolicy, afterFailure, claimed, delivered, stateOf } from '@/lib/leads/delivery-state';
import type { Mailer } from '@/lib/leads/mailer';
import { outboxFileName } from '@/lib/leads/outbox';
import type { Store } from '@/lib/store/store';
import type { CaseNotice } from './case-notice-repository';

export interface NoticeDeliveryDeps {
  mailer: Mailer;
  messageIdDomain: string;
  policy: RetryPolicy;
  leaseMs: number;
  random?: () => number;
  log?: (message: string) => void;
}

/**
 * One pass over the case e-mails that are due: each is claimed with a compare-and-set and a lease
 * (the submissions' rules, lib/leads/delivery-state.ts), sent through the site's mailer with a
 * Message-ID of its own (the same on every try), and marked delivered, or due again after the
 * backoff, or failed for good after the last attempt. Returns how many were sent.
 */
export async function deliverDueNotices(store: Store, now: Date, deps: NoticeDeliveryDeps, limit = 50): Promise<number> {
  let sent = 0;
  for (const notice of await store.caseNotices.listDue(now.toISOString(), limit)) {
    const lease = claimed(notice.delivery, now, deps.leaseMs);
    try {
      await store.caseNotices.updateDelivery(notice._id, lease, stateOf(notice.delivery));
    } catch {
      continue; // another worker claimed it
    }
    const outcome = await deps.mailer.send(mailOf(notice, deps.messageIdDomain)).catch((error: unknown) => ({ ok: false as const, error: errorText(error), permanent: false }));
    const after = new Date();
    const next = outcome.ok ? delivered(lease, after) : afterFailure(lease, after, outcome, deps.policy, deps.random ?? Math.random);
    if (!outcome.ok && next.status === 'failed') deps.log?.(`case e-mail ${notice._id} failed for good: ${outcome.error}`);
    await store.caseNotices.updateDelivery(notice._id, next).catch(() => undefined);
    if (outcome.ok) sent++;
  }
  return sent;
}

const mailOf = (notice: CaseNotice, domain: string) => ({
  messageId: `<case-notice.${notice._id}@${domain}>`,
  date: new Date(notice.createdAt),
  subject: notice.subject,
  text: notice.text,
  html: notice.html,
  to: notice.to,
  fileName: outboxFileName(notice.createdAt, 'case', notice._id),
});
