import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { StaffRef } from '@/lib/store/fields';
import type { Store } from '@/lib/store/store';
import type { Case } from './case-repository';
import { codeEmail } from './case-emails';
import { queueNotice } from './case-notices';
import { PORTAL_CODE_DIGITS, PORTAL_CODE_MAX_TRIES, PORTAL_CODE_TTL_MS, PORTAL_LINK_TTL_DAYS } from './constants';
import { openText, sealText } from './document-cipher';
import type { DocumentKeyring } from './document-key';
import type { PortalLink } from './portal-link-repository';

/**
 * The applicant's way in: a private link (a random token; only its hash is looked up) that works
 * until it expires or staff replace or revoke it, and on each new device a 6-digit code e-mailed
 * to the applicant. The device that typed the code is remembered for that link
 * (./portal-device.ts). Nothing here trusts the case id or any id from the request: the link
 * names the case.
 */

const TOKEN = /^[A-Za-z0-9_-]{40,64}$/;
export const portalTokenHash = (token: string) => createHash('sha256').update(`portal-link:${token}`).digest('hex');
const codeHash = (linkId: string, code: string) => createHash('sha256').update(`portal-code:${linkId}:${code}`).digest('hex');

export const portalUrl = (siteUrl: string, token: string) => new URL(`/case/${token}`, siteUrl).toString();

/** A new link for the case; the case's earlier links stop working. Returns the token (for the e-mail and the chat message). */
export async function createPortalLink(store: Store, keyring: DocumentKeyring, record: Case, by: StaffRef, now: Date): Promise<{ link: PortalLink; token: string }> {
  await store.portalLinks.revokeForCase(record._id, now.toISOString());
  const token = randomBytes(32).toString('base64url');
  const link = await store.portalLinks.create({
    caseId: record._id,
    tokenHash: portalTokenHash(token),
    tokenSealed: sealText(keyring, token),
    email: record.applicant.email,
    createdBy: by,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PORTAL_LINK_TTL_DAYS * 86_400_000).toISOString(),
  });
  return { link, token };
}

export const isOpen = (link: PortalLink, now: Date) => link.revokedAt === null && link.expiresAt > now.toISOString();

/** The case's link that still works, and its address, for e-mails and chat messages; null when there is none. */
export async function currentPortalUrl(store: Store, keyring: DocumentKeyring, siteUrl: string, caseId: string, now: Date): Promise<string | null> {
  const link = (await store.portalLinks.listForCase(caseId)).find((candidate) => isOpen(candidate, now));
  const token = link ? openText(keyring, link.tokenSealed) : null;
  return token ? portalUrl(siteUrl, token) : null;
}

/** The link and case a token opens at `now`, or null (malformed, unknown, revoked, expired, case gone). */
export async function resolvePortalLink(store: Store, token: string, now: Date): Promise<{ link: PortalLink; record: Case } | null> {
  if (!TOKEN.test(token)) return null;
  const link = await store.portalLinks.findByTokenHash(portalTokenHash(token));
  if (!link || !isOpen(link, now)) return null;
  const record = await store.cases.get(link.caseId);
  return record ? { link, record } : null;
}

/** Makes a new code for the link, replacing the pending one, and queues the e-mail that carries it. */
export async function sendPortalCode(store: Store, link: PortalLink, record: Case, siteName: string, now: Date): Promise<void> {
  const code = String(randomInt(0, 10 ** PORTAL_CODE_DIGITS)).padStart(PORTAL_CODE_DIGITS, '0');
  const set = await store.portalLinks.setCode(link._id, { hash: codeHash(link._id, code), expiresAt: new Date(now.getTime() + PORTAL_CODE_TTL_MS).toISOString(), tries: 0 });
  if (!set) return;
  await queueNotice(store, record._id, link.email, codeEmail(record, code, siteName), now);
  await store.caseEvents.add({ caseId: record._id, at: now.toISOString(), actor: { kind: 'applicant', name: record.applicant.name }, text: 'A sign-in code was e-mailed to the applicant.', forApplicant: false });
}

export type CodeVerdict = { verdict: 'ok' } | { verdict: 'wrong'; triesLeft: number } | { verdict: 'no-code' };

/**
 * Checks a typed code: each try is used up before the comparison (a compare-and-set), so at most
 * PORTAL_CODE_MAX_TRIES tries per code, whatever runs in parallel; a right code works once.
 */
export async function checkPortalCode(store: Store, link: PortalLink, typed: string, now: Date): Promise<CodeVerdict> {
  const before = await store.portalLinks.useCodeTry(link._id, now.toISOString(), PORTAL_CODE_MAX_TRIES);
  if (!before?.code) return { verdict: 'no-code' };
  const expected = Buffer.from(before.code.hash, 'hex');
  const given = Buffer.from(codeHash(link._id, typed), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { verdict: 'wrong', triesLeft: Math.max(0, PORTAL_CODE_MAX_TRIES - before.code.tries - 1) };
  return (await store.portalLinks.clearCode(link._id, before.code.hash)) ? { verdict: 'ok' } : { verdict: 'no-code' };
}
