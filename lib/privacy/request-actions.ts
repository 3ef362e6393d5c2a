'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientIp } from '@/lib/client-address';
import { createSharedRateLimiter } from '@/lib/rate-limit';
import { RATE_LIMITS } from '@/lib/rate-limits';
import { getStore } from '@/lib/store';
import { CONFIRM_WITHIN_DAYS } from './constants';
import { dataRequestSchema, type RequestFormState, requestCodeSchema } from './request-schemas';
import { confirmByCode, confirmByLink, makeRequest, tokenHashOf } from './request-service';
import { privacyDeps } from './runtime';
import { maskedSubject } from './subject';

/**
 * People's requests about their data, from the public pages: made, then confirmed by the e-mailed
 * link or by the code read out on a call, each limited per address in the store
 * (lib/rate-limits.ts). The token in the page's address is the only input naming a request.
 */

const requests = createSharedRateLimiter({ store: getStore, scope: 'privacy-request', windows: [RATE_LIMITS.privacy.requests] });
const guesses = createSharedRateLimiter({ store: getStore, scope: 'privacy-code', windows: [RATE_LIMITS.privacy.codeGuesses] });
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const GONE = 'This request is not known or has ended. Make it again from the page “Your data”.';

const firstErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]).reverse()) as RequestFormState['fieldErrors'];

export async function askAboutMyData(_previous: RequestFormState | null, formData: FormData): Promise<RequestFormState> {
  const values = { subject: String(formData.get('subject') ?? ''), correction: String(formData.get('correction') ?? '') };
  const parsed = dataRequestSchema.safeParse({ kind: formData.get('kind') ?? undefined, ...values });
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: firstErrors(parsed.error.issues), values };
  const allowed = await requests.hit(clientIp(await headers()));
  if (!allowed.ok) return { ok: false, message: `Too many requests from this connection. Try again in ${minutes(allowed.retryAfterSeconds)} minutes.`, values };
  const { pageToken } = await makeRequest(await privacyDeps(), parsed.data);
  if (pageToken) redirect(`/privacy/my-data/${pageToken}`);
  return {
    ok: true,
    message: `We e-mailed a link to ${maskedSubject(parsed.data.subject)}. Open it within ${CONFIRM_WITHIN_DAYS} days to confirm your request: nothing happens until you do.`,
  };
}

async function requestOf(token: string) {
  return (await getStore()).privacyRequests.findByTokenHash(tokenHashOf(String(token)));
}

export async function confirmMyRequest(token: string, _previous: RequestFormState | null): Promise<RequestFormState> {
  const request = await requestOf(token);
  if (!request) return { ok: false, message: GONE };
  const result = await confirmByLink(await privacyDeps(), request);
  if (!result.ok) return { ok: false, message: result.message };
  redirect(`/privacy/my-data/${token}`);
}

export async function enterMyCode(token: string, _previous: RequestFormState | null, formData: FormData): Promise<RequestFormState> {
  const request = await requestOf(token);
  if (!request) return { ok: false, message: GONE };
  const allowed = await guesses.hit(clientIp(await headers()));
  if (!allowed.ok) return { ok: false, message: `Too many tries from this connection. Try again in ${minutes(allowed.retryAfterSeconds)} minutes.` };
  const parsed = requestCodeSchema.safeParse({ code: formData.get('code') ?? '' });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message, fieldErrors: { code: parsed.error.issues[0]!.message } };
  const result = await confirmByCode(await privacyDeps(), request, parsed.data.code);
  if (!result.ok) return { ok: false, message: result.message, fieldErrors: { code: result.message } };
  redirect(`/privacy/my-data/${token}`);
}
