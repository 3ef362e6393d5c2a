import 'server-only';
import path from 'node:path';
import { getCompany } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import { leadsConfigFromEnv } from '@/lib/leads/config';
import type { MailConfig } from '@/lib/leads/mailer';
import type { Store } from '@/lib/store/store';
import { type DocumentKeyring, documentKeyring } from './document-key';
import { type DocumentVault, vaultFor } from './document-vault';

/** What the cases' services need from the environment, read once per process. */
export interface CaseConfig {
  keyring: DocumentKeyring;
  dataDir: string;
  siteUrl: string;
  siteName: string;
  /** The company's WhatsApp number (digits), for messages staff send. */
  whatsapp: string;
  mail: MailConfig;
  messageIdDomain: string;
}

const holder = globalThis as { __caseConfig?: CaseConfig };

export function getCaseConfig(): CaseConfig {
  if (holder.__caseConfig) return holder.__caseConfig;
  const env = getEnv();
  const company = getCompany();
  const leads = leadsConfigFromEnv(env, company);
  holder.__caseConfig = {
    keyring: documentKeyring(env),
    dataDir: path.resolve(env.DATA_DIR),
    siteUrl: env.SITE_URL,
    siteName: company.name,
    whatsapp: company.whatsapp,
    mail: leads.mail,
    messageIdDomain: leads.messageIdDomain,
  };
  return holder.__caseConfig;
}

/** Where this store's documents are (GridFS on MongoDB, DATA_DIR/documents on SQLite). */
export const documentVault = (store: Store): Promise<DocumentVault> => vaultFor(store, getCaseConfig().dataDir);
