'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientIp } from '@/lib/client-address';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { catalogue, catalogueBranch } from '@/lib/leads/catalogue';
import { createSharedRateLimiter } from '@/lib/rate-limit';
import { RATE_LIMITS } from '@/lib/rate-limits';
import { getStore } from '@/lib/store';
import { z } from '@/lib/validation/z';
import { CONFIRM_WITHIN_DAYS } from './constants';
import { dataRequestSchema, type RequestFormState, requestCodeSchema } from './request-schemas';
import { confirmByCode, confirmByLink, makeRequest, tokenHashOf } from './request-service';
import { privacyDeps } from './runtime';
import { maskedSubject } from './subject';

/**
 * People's requests about their data, from the public pages: made, then confirmed by the e-mailed
 * link or by the code read out on a call, each limited per address in the store
 * (lib/rate-limits.ts). The token in the page's address is the only input naming a request. Each
 * answers in the language of the page the form is on (its hidden `locale`, or the one the page
 * bound), and the request records it for its e-mail.
 */

const requests = createSharedRateLimiter({ store: getStore, scope: 'privacy-request', windows: [RATE_LIMITS.privacy.requests] });
const guesses = createSharedRateLimiter({ store: getStore, scope: 'privacy-code', windows: [RATE_LIMITS.privacy.codeGuesses] });
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The page's language as the form says it: one of the site's, else English. */
const localeSchema = z.enum(LOCALES).catch(DEFAULT_LOCALE);
const pageLocale = (value: unknown): Locale => localeSchema.parse(value);
/** The first problem of each field, worded in the page's language (the schemas name them by key). */
function firstErrors(issues: { path: PropertyKey[]; message: string }[], locale: Locale): RequestFormState['fieldErrors'] {
  const words: Readonly<Record<string, string>> = catalogueBranch(locale, 'privacy').errors;
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? 'form'), words[issue.message] ?? issue.message]).reverse()) as RequestFormState['fieldErrors'];
}

export async function askAboutMyData(_previous: RequestFormState | null, formData: FormData): Promise<RequestFormState> {
  const locale = pageLocale(formData.get('locale'));
  const t = catalogue(locale, 'privacy');
  const values = { subject: String(formData.get('subject') ?? ''), correction: String(formData.get('correction') ?? ''), kind: String(formData.get('kind') ?? '') };
  const parsed = dataRequestSchema.safeParse({ ...values, kind: formData.get('kind') ?? undefined });
  if (!parsed.success) return { ok: false, message: t('errors.checkFields'), fieldErrors: firstErrors(parsed.error.issues, locale), values };
  const allowed = await requests.hit(clientIp(await headers()));
  if (!allowed.ok) return { ok: false, message: t('errors.tooManyRequests', { minutes: minutes(allowed.retryAfterSeconds) }), values };
  const { pageToken } = await makeRequest(await privacyDeps(), { ...parsed.data, language: locale });
  if (pageToken) redirect(localizedPath(`/privacy/my-data/${pageToken}`, locale));
  return {
    ok: true,
    message: t('errors.sent', { subject: maskedSubject(parsed.data.subject), days: CONFIRM_WITHIN_DAYS }),
  };
}

async function requestOf(token: string) {
  return (await getStore()).privacyRequests.findByTokenHash(tokenHashOf(String(token)));
}

export async function confirmMyRequest(token: string, language: string, _previous: RequestFormState | null): Promise<RequestFormState> {
  const locale = pageLocale(language);
  const request = await requestOf(token);
  if (!request) return { ok: false, message: catalogue(locale, 'privacy')('errors.gone') };
  const result = await confirmByLink(await privacyDeps(), request, locale);
  if (!result.ok) return { ok: false, message: result.message };
  redirect(localizedPath(`/privacy/my-data/${token}`, locale));
}

export async function enterMyCode(token: string, language: string, _previous: RequestFormState | null, formData: FormData): Promise<RequestFormState> {
  const locale = pageLocale(language);
  const t = catalogue(locale, 'privacy');
  const request = await requestOf(token);
  if (!request) return { ok: false, message: t('errors.gone') };
  const allowed = await guesses.hit(clientIp(await headers()));
  if (!allowed.ok) return { ok: false, message: t('errors.tooManyTries', { minutes: minutes(allowed.retryAfterSeconds) }) };
  const parsed = requestCodeSchema.safeParse({ code: formData.get('code') ?? '' });
  if (!parsed.success) {
    const message = t('errors.code');
    return { ok: false, message, fieldErrors: { code: message } };
  }
  const result = await confirmByCode(await privacyDeps(), request, parsed.data.code, locale);
  if (!result.ok) return { ok: false, message: result.message, fieldErrors: { code: result.message } };
  redirect(localizedPath(`/privacy/my-data/${token}`, locale));
}
