import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { appendAudit, type AuditActor, SYSTEM_ACTORS } from '@/lib/audit/audit-entry';
import { ValidationError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { catalogue } from '@/lib/leads/catalogue';
import { removeOutboxCopies } from '@/lib/leads/outbox';
import type { StaffRef } from '@/lib/store/fields';
import type { Store } from '@/lib/store/store';
import { counted } from './counted';
import { CODE_TRIES, CONFIRM_WITHIN_DAYS, COPY_READABLE_DAYS, REQUEST_DUE_DAYS, type RequestKind } from './constants';
import { eraseSubject, type ErasureDeps } from './erasure';
import { personalDataOf } from './personal-data';
import { confirmEmail } from './request-emails';
import type { PrivacyRequest } from './request-repository';
import { DAY_MS } from './retention-settings';
import { type DataSubject, pseudonymOf } from './subject';

export interface RequestDeps extends ErasureDeps {
  store: Store;
  /** Keys the pseudonyms (the session secret). */
  secret: string;
  siteUrl: string;
  siteName: string;
  now: () => Date;
  /** Sends the confirmation e-mail; the outbox file it may write is named after the request. */
  sendMail(mail: { to: string; subject: string; text: string; html: string; requestId: string; at: Date }): Promise<{ ok: boolean }>;
}

export const tokenHashOf = (token: string) => createHash('sha256').update(`privacy-request:${token}`).digest('hex');
/** The request's page, in the language it was made in (`/ar/privacy/my-data/…` for an Arabic one). */
export const requestLink = (siteUrl: string, token: string, locale: Locale = 'en') => new URL(localizedPath(`/privacy/my-data/${token}`, locale), siteUrl).toString();

const requester: AuditActor = { _id: null, email: SYSTEM_ACTORS.applicant };

/** Whether the request can still be confirmed: unconfirmed and within its days. */
export const awaitsConfirmation = (request: PrivacyRequest, now: Date) =>
  request.status === 'unconfirmed' && now.getTime() - new Date(request.createdAt).getTime() < CONFIRM_WITHIN_DAYS * DAY_MS;

/**
 * Takes a request: stored with its due date (the law's 30 days), the address or number, and a
 * pseudonym for the audit log. For an e-mail, the link goes to that mailbox (the requester's
 * browser never gets it, so nobody can ask for another person's data by typing their address).
 * For a mobile, the requester's own page waits for the code a consultant reads out on a call to
 * that number; the page's link is returned for the answer's redirect.
 */
export async function makeRequest(
  deps: RequestDeps,
  input: { kind: RequestKind; subject: DataSubject; correction: string | null; language?: Locale },
): Promise<{ request: PrivacyRequest; pageToken: string | null }> {
  const language = input.language ?? 'en';
  const now = deps.now();
  const token = randomBytes(24).toString('base64url');
  const pseudonym = pseudonymOf(input.subject, deps.secret);
  const request = await deps.store.privacyRequests.create({
    kind: input.kind,
    channel: input.subject.channel,
    subject: input.subject.value,
    pseudonym,
    correction: input.kind === 'correction' ? input.correction : null,
    createdAt: now.toISOString(),
    dueAt: new Date(now.getTime() + REQUEST_DUE_DAYS * DAY_MS).toISOString(),
    tokenHash: tokenHashOf(token),
    code: input.subject.channel === 'phone' ? { value: String(randomInt(0, 1_000_000)).padStart(6, '0'), tries: 0 } : null,
    language,
  });
  await appendAudit(deps.store, { action: 'privacy-request', actor: requester, target: `request ${request._id}`, detail: `${input.kind}, by ${input.subject.channel}, about ${pseudonym}` });
  if (input.subject.channel === 'email') {
    const mail = confirmEmail(input.kind, requestLink(deps.siteUrl, token, language), deps.siteName, language);
    await deps.sendMail({ ...mail, to: input.subject.value, requestId: request._id, at: now });
    return { request, pageToken: null };
  }
  return { request, pageToken: token };
}

export type ConfirmResult = { ok: true; request: PrivacyRequest } | { ok: false; message: string };

/** What a wrong code is answered with, in the page's language: the tries left, or that it was the last. */
function wrongCode(left: number, locale: Locale): string {
  const t = catalogue(locale, 'privacy');
  if (left <= 0) return t('errors.lastTry');
  return left === 1 ? t('errors.wrongCodeOne') : t('errors.wrongCode', { left });
}

/** The e-mail's link opened and confirmed by its reader (a button, so a mail scanner's visit does nothing). Refusals in `locale`, the page's language. */
export async function confirmByLink(deps: RequestDeps, request: PrivacyRequest, locale: Locale = 'en'): Promise<ConfirmResult> {
  if (request.channel !== 'email' || !awaitsConfirmation(request, deps.now())) return { ok: false, message: catalogue(locale, 'privacy')('errors.cannotConfirm') };
  return confirmed(deps, request, 'by the e-mailed link', locale);
}

/** The code a consultant read out on a call to the number, typed on the requester's page. Refusals in `locale`, the page's language. */
export async function confirmByCode(deps: RequestDeps, request: PrivacyRequest, typed: string, locale: Locale = 'en'): Promise<ConfirmResult> {
  const t = catalogue(locale, 'privacy');
  if (request.channel !== 'phone' || !awaitsConfirmation(request, deps.now())) return { ok: false, message: t('errors.cannotConfirm') };
  const tried = await deps.store.privacyRequests.useCodeTry(request._id, CODE_TRIES);
  if (!tried?.code) {
    // Refused as spent, or another try (a double submit) took the same turn: say which.
    const now = await deps.store.privacyRequests.get(request._id);
    if (now?.code && now.code.tries < CODE_TRIES) return { ok: false, message: t('errors.concurrent') };
    return { ok: false, message: wrongCode(0, locale) };
  }
  const expected = Buffer.from(tried.code.value);
  const given = Buffer.from(typed.replace(/\D/g, '').padEnd(expected.length, 'x').slice(0, expected.length));
  if (!timingSafeEqual(expected, given)) return { ok: false, message: wrongCode(CODE_TRIES - tried.code.tries, locale) };
  return confirmed(deps, tried, 'by the code read out on a call', locale);
}

async function confirmed(deps: RequestDeps, request: PrivacyRequest, how: string, locale: Locale): Promise<ConfirmResult> {
  const now = deps.now();
  const moved = await deps.store.privacyRequests.confirm(request._id, now.toISOString());
  if (!moved) return { ok: false, message: catalogue(locale, 'privacy')('errors.confirmedAlready') };
  await appendAudit(deps.store, { action: 'privacy-confirmed', actor: requester, target: `request ${request._id}`, detail: `${request.kind}, ${how}, about ${request.pseudonym}` });
  // The e-mail's copy holds a link that has done its work.
  if (deps.outboxDir) await removeOutboxCopies(deps.outboxDir, [request._id]);
  return { ok: true, request: await fulfil(deps, moved) };
}

/**
 * What the system does once a request is confirmed: a copy is made readable (for a few days,
 * behind the request's link); an erasure is carried out and its outcome kept in counts; a
 * correction waits for staff, who do it and close it.
 */
async function fulfil(deps: RequestDeps, request: PrivacyRequest): Promise<PrivacyRequest> {
  const now = deps.now();
  const subject = { channel: request.channel, value: request.subject! } as DataSubject;
  if (request.kind === 'correction') return request;
  let outcome: string;
  let forgetAt: string | undefined;
  let keptMarkAt: string | null = null;
  let erased: PrivacyRequest['erased'] = null;
  if (request.kind === 'copy') {
    const copy = await personalDataOf(deps.store, subject, now);
    outcome = `copy made: ${counted(copy.submissions.length, 'submission')}, ${counted(copy.cases.length, 'case')}`;
    forgetAt = new Date(now.getTime() + COPY_READABLE_DAYS * DAY_MS).toISOString();
  } else {
    const erasure = await eraseSubject(deps, subject);
    ({ summary: outcome, keptMarkAt } = erasure);
    erased = { submissions: erasure.submissions, cases: erasure.cases, documents: erasure.documents };
  }
  const done = await deps.store.privacyRequests.finish(request._id, { at: now.toISOString(), by: null, outcome, forgetAt, keptMarkAt, erased });
  await appendAudit(deps.store, { action: 'privacy-done', actor: requester, target: `request ${request._id}`, detail: `${outcome}, about ${request.pseudonym}` });
  return done ?? request;
}

/** Staff close a correction they made, with what they did in a few words (no personal data). */
export async function closeCorrection(deps: RequestDeps, staff: { actor: AuditActor; ref: StaffRef }, requestId: string, done: string): Promise<PrivacyRequest> {
  const request = await deps.store.privacyRequests.get(requestId);
  if (!request || request.kind !== 'correction' || request.status !== 'confirmed') throw new ValidationError('Only a confirmed correction request can be closed here.');
  const closed = await deps.store.privacyRequests.finish(request._id, { at: deps.now().toISOString(), by: staff.ref, outcome: `corrected: ${done}` });
  if (!closed) throw new ValidationError('This request was closed already.');
  await appendAudit(deps.store, { action: 'privacy-done', actor: staff.actor, target: `request ${request._id}`, detail: `correction made, about ${request.pseudonym}` });
  return closed;
}
