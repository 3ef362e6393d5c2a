import 'server-only';
import type { Store } from '@/lib/store/store';
import type { MailText } from './case-emails';

/**
 * Queues an e-mail about a case: stored first, then sent by the lead worker with retries
 * (./notice-delivery.ts), so a mail server that is down delays the update and loses none.
 */
export async function queueNotice(store: Store, caseId: string, to: string, mail: MailText, now: Date): Promise<void> {
  await store.caseNotices.enqueue({ caseId, to, ...mail, createdAt: now.toISOString() }, now.toISOString());
}
