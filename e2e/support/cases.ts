import { expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Store } from '../../lib/store/store';
import { minimalPdf } from '../../test/cases/sample-files';
import { visaFields } from '../../test/fixtures';
import { e2eStore } from './admin';

/**
 * Helpers of the case specs: a won lead and a visa page of the spec's own, the e-mails the server
 * wrote to an applicant (without SMTP, .eml files under DATA_DIR/outbox), and the worker's
 * document retention run with the clock moved on.
 */

export const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return dir;
};

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@applicant.test`;

/** A stored visa whose page lists two documents, so each traveller's checklist is known. */
export async function caseVisa(): Promise<{ slug: string; title: string }> {
  const store = await e2eStore();
  const slug = `case-visa-${randomBytes(4).toString('hex')}`;
  const title = `Case test visa ${slug.slice(-8)}`;
  await store.visas.create(
    visaFields({ slug, title, questions: [{ question: 'Which documents are required?', answer: '<ul><li>Passport bio page</li><li>Passport photo</li></ul>' }] }),
  );
  return { slug, title };
}

/** A consultation lead that sales won. */
export async function wonLead(name: string, mobile = '501234567'): Promise<string> {
  const store = await e2eStore();
  const { submission } = await store.submissions.create({
    kind: 'consultation',
    fields: { user_name: name, user_mobile: mobile, user_cnty: 'Japan' },
    idempotencyKey: randomBytes(16).toString('hex'),
    deliveries: {},
  });
  await store.submissions.updatePipeline(submission._id, { stage: 'won', at: new Date().toISOString() });
  return submission._id;
}

export interface Mail {
  file: string;
  subject: string;
  text: string;
}

/** The e-mails written to `to` so far, oldest first (quoted-printable soft breaks undone). */
export function mailsTo(to: string): Mail[] {
  const outbox = path.join(dataDir(), 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, message: readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=') }))
    .filter(({ message }) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(message))
    .map(({ name, message }) => ({ file: name, subject: /^Subject: (.*)$/m.exec(message)?.[1] ?? '', text: message }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Waits for an e-mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<Mail> {
  let found: Mail[] = [];
  await expect(async () => {
    found = mailsTo(to).filter((mail) => subject.test(mail.subject));
    expect(found.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000 });
  return found.at(-1)!;
}

export const linkIn = (mail: Mail) => /https?:\/\/[^\s"<>]+\/case\/[\w-]+/.exec(mail.text)![0];
export const codeIn = (mail: Mail) => /Your code is (\d{6})/.exec(mail.text)![1]!;

/**
 * Runs the worker's document retention job (lib/cases/document-retention.ts) against the e2e store
 * with its clock `days` ahead: what the worker's hourly pass does when that day has come. Loaded
 * through the project's TypeScript loader, with a store handle of its own.
 */
export async function runRetentionDaysAhead(days: number): Promise<number> {
  const { deleteDueDocuments } = (await loadTs('lib/cases/document-retention.ts')) as unknown as { deleteDueDocuments: (store: Store, vault: unknown, now: Date) => Promise<number> };
  const { vaultFor } = (await loadTs('lib/cases/document-vault.ts')) as unknown as { vaultFor: (store: Store, dir: string) => Promise<unknown> };
  const store = await openOwnStore();
  try {
    return await deleteDueDocuments(store, await vaultFor(store, dataDir()), new Date(Date.now() + days * 86_400_000));
  } finally {
    await store.close();
  }
}

type Loaded = Record<string, (...args: never[]) => unknown>;

/**
 * The project's TypeScript (server-only code included), compiled on the fly by the test tooling's
 * loader (scripts/lib/load-ts.mjs), as Jest loads it: the specs themselves cannot import it.
 */
async function loadTs(file: string): Promise<Loaded> {
  const { importTs } = (await import(pathToFileURL(path.resolve('scripts/lib/load-ts.mjs')).href)) as { importTs: (file: string) => Promise<Loaded> };
  return importTs(file);
}

/**
 * A handle on the e2e server's store of the helper's own, closed when it is done: the MongoDB
 * database when MONGODB_URI is set (its own module, so SQLite runs never load mongoose), else the
 * SQLite file in DATA_DIR.
 */
async function openOwnStore(): Promise<Store> {
  const uri = process.env.MONGODB_URI;
  if (uri) {
    const { createMongoStore } = (await loadTs('lib/store/mongo-store.ts')) as unknown as { createMongoStore: (uri: string) => Promise<Store> };
    return createMongoStore(uri);
  }
  const { createSqliteStore } = (await loadTs('lib/store/store.ts')) as unknown as { createSqliteStore: (file: string) => Store };
  return createSqliteStore(path.join(dataDir(), 'site.db'));
}

export interface SeededCase {
  caseId: string;
  token: string;
  linkId: string;
  travellers: { id: string; items: { id: string; label: string }[] }[];
  /** The PDF uploaded for the first traveller's first item, and its bytes. */
  fileId: string;
  pdf: Buffer;
}

/**
 * A case as staff would have opened it (through the services, on a store handle of the spec's
 * own), with the applicant's link and a PDF uploaded for the first traveller's first item: what
 * the security specs aim their refusals at. `applicant` sets the applicant's e-mail or mobile
 * (the privacy spec finds the case by them); by default a unique e-mail and no mobile.
 */
export async function seedPortalCase(visaSlug: string, travellers: string[], marker: string, applicant: { email?: string; phone?: string } = {}): Promise<SeededCase> {
  const { openCaseSchema } = (await loadTs('lib/cases/case-schemas.ts')) as unknown as { openCaseSchema: { parse(value: unknown): unknown } };
  const { openCase } = await loadTs('lib/cases/case-service.ts');
  const { createPortalLink } = await loadTs('lib/cases/portal-access.ts');
  const { uploadDocument } = await loadTs('lib/cases/upload-document.ts');
  const { documentKeyring } = await loadTs('lib/cases/document-key.ts');
  const { vaultFor } = await loadTs('lib/cases/document-vault.ts');
  const { Readable } = await import('node:stream');
  const store = await openOwnStore();
  try {
    const keyring = (documentKeyring as (env: unknown) => unknown)({ DOCUMENTS_KEY: process.env.E2E_DOCUMENTS_KEY, DOCUMENTS_OLD_KEYS: [], DATA_DIR: dataDir(), NODE_ENV: 'test' });
    const owner = (await store.admins.list()).find((admin) => admin.role === 'owner')!;
    const now = new Date();
    const deps = { store, keyring, siteUrl: 'http://127.0.0.1', siteName: 'Ztart Visa', now };
    const input = openCaseSchema.parse({ visaSlug, applicantName: `Applicant ${marker}`, applicantEmail: applicant.email ?? uniqueEmail('security'), applicantPhone: applicant.phone, travellers: travellers.join('\n'), consultantId: owner._id });
    const record = (await (openCase as (...args: unknown[]) => Promise<{ _id: string; travellers: { id: string; checklist: { id: string; label: string }[] }[] }>)(deps, { id: owner._id, name: 'Admin' }, input));
    const { link, token } = await (createPortalLink as (...args: unknown[]) => Promise<{ link: { _id: string }; token: string }>)(store, keyring, record, { id: owner._id, name: 'Admin' }, now);
    const pdf = minimalPdf(`SECRET-${marker}`);
    const { file } = await (uploadDocument as (...args: unknown[]) => Promise<{ file: { _id: string } }>)(
      { store, keyring, vault: await (vaultFor as (...args: unknown[]) => Promise<unknown>)(store, dataDir()), siteUrl: 'http://127.0.0.1', now: () => new Date() },
      record,
      { travellerId: record.travellers[0]!.id, itemId: record.travellers[0]!.checklist[0]!.id },
      { bytes: Readable.from([pdf]), fileName: 'passport.pdf' },
    );
    return {
      caseId: record._id,
      token,
      linkId: link._id,
      travellers: record.travellers.map((traveller) => ({ id: traveller.id, items: traveller.checklist.map(({ id, label }) => ({ id, label })) })),
      fileId: file._id,
      pdf,
    };
  } finally {
    await store.close();
  }
}
