import 'server-only';
import path from 'node:path';
import type { Env } from '@/lib/config/env-schema';
import { type RetentionSettings, retentionSettingsFromEnv } from '@/lib/privacy/retention-settings';
import type { CrmConfig } from './crm-client';
import type { MailConfig } from './mailer';

export interface LeadsConfig {
  /** Null when LEAD_API_URL is not set: leads are stored and e-mailed, their CRM channel skipped. */
  crm: CrmConfig | null;
  mail: MailConfig;
  siteName: string;
  siteUrl: string;
  inboxUrl: string;
  /** The right-hand side of Message-IDs: the sender's domain. */
  messageIdDomain: string;
  /** How long each kind of personal data is kept: what the worker enforces and the retention map lists. */
  retention: RetentionSettings;
}

const domainOf = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1]?.toLowerCase() ?? null;

/**
 * The leads settings from the validated environment. Mail goes to MAIL_TO, else the company
 * inbox; it comes from MAIL_FROM, else a no-reply address on the company's own domain (the one a
 * mail server is most likely to accept for it).
 */
export function leadsConfigFromEnv(env: Env, company: { name: string; email: string }): LeadsConfig {
  const companyDomain = domainOf(company.email) ?? 'localhost';
  const from = env.MAIL_FROM ?? `"${company.name} website" <no-reply@${companyDomain}>`;
  const crm =
    env.LEAD_API_URL && env.LEAD_API_CLIENT_ID && env.LEAD_API_CLIENT_SECRET
      ? {
          baseUrl: env.LEAD_API_URL,
          clientId: env.LEAD_API_CLIENT_ID,
          clientSecret: env.LEAD_API_CLIENT_SECRET,
          idHeader: env.LEAD_API_ID_HEADER,
          secretHeader: env.LEAD_API_SECRET_HEADER,
          timeoutMs: env.LEAD_API_TIMEOUT_MS,
        }
      : null;
  return {
    crm,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      outboxDir: path.resolve(env.DATA_DIR, 'outbox'),
      from,
      to: env.MAIL_TO ?? company.email,
    },
    siteName: company.name,
    siteUrl: env.SITE_URL,
    inboxUrl: new URL('/admin/leads', env.SITE_URL).toString(),
    messageIdDomain: domainOf(from) ?? companyDomain,
    retention: retentionSettingsFromEnv(env),
  };
}
