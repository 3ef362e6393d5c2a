import 'server-only';
import { getCaseConfig } from '@/lib/cases/case-config';
import { vaultFor } from '@/lib/cases/document-vault';
import { sessionSecret } from '@/lib/auth/session-secret';
import { getEnv } from '@/lib/config/env';
import { createMailer } from '@/lib/leads/mailer';
import { outboxFileName } from '@/lib/leads/outbox';
import { getStore } from '@/lib/store';
import type { RequestDeps } from './request-service';

/** The request services wired to this process: its store, mailer, vault and secret. */
export async function privacyDeps(): Promise<RequestDeps> {
  const store = await getStore();
  const config = getCaseConfig();
  const mailer = createMailer(config.mail);
  return {
    store,
    secret: sessionSecret(getEnv()),
    siteUrl: config.siteUrl,
    siteName: config.siteName,
    now: () => new Date(),
    vault: () => vaultFor(store, config.dataDir),
    outboxDir: config.mail.outboxDir,
    async sendMail({ requestId, at, ...mail }) {
      const outcome = await mailer.send({ ...mail, messageId: `<privacy-${requestId}@${config.messageIdDomain}>`, date: at, fileName: outboxFileName(at.toISOString(), 'privacy', requestId) });
      return { ok: outcome.ok };
    },
  };
}
