'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientIp } from '@/lib/client-address';
import { createSharedRateLimiter } from '@/lib/rate-limit';
import { RATE_LIMITS } from '@/lib/rate-limits';
import { getStore } from '@/lib/store';
import { getCaseConfig } from './case-config';
import { portalCodeSchema } from './case-schemas';
import { checkPortalCode, resolvePortalLink, sendPortalCode } from './portal-access';
import { trustDevice } from './portal-device';
import { LINK_CLOSED, maskEmail, type PortalResult } from './portal-result';

/**
 * The applicant's two steps on a new device: ask for a code (e-mailed to the address staff gave
 * the case), then type it. Code e-mails are limited per link and tries per address, counted in
 * the store so every instance counts the same (the figures in lib/rate-limits.ts), and each code
 * takes a few tries at most (./portal-access.ts). The token in the address is the only input that
 * names the case.
 */

const sends = createSharedRateLimiter({ store: getStore, scope: 'portal-code-send', windows: [RATE_LIMITS.portal.codeSends] });
const guesses = createSharedRateLimiter({ store: getStore, scope: 'portal-code-guess', windows: [RATE_LIMITS.portal.codeGuesses] });
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export async function requestPortalCode(token: string, _previous: PortalResult | null): Promise<PortalResult> {
  const store = await getStore();
  const now = new Date();
  const opened = await resolvePortalLink(store, String(token), now);
  if (!opened) return { ok: false, message: LINK_CLOSED };
  const allowed = await sends.hit(opened.link._id);
  if (!allowed.ok) return { ok: false, message: `We have sent several codes already. Use the last one, or ask for a new one in ${minutes(allowed.retryAfterSeconds)} minutes.` };
  await sendPortalCode(store, opened.link, opened.record, getCaseConfig().siteName, now);
  return { ok: true, message: `We e-mailed a 6-digit code to ${maskEmail(opened.link.email)}. It can take a minute to arrive.`, sent: true };
}

export async function verifyPortalCode(token: string, _previous: PortalResult | null, formData: FormData): Promise<PortalResult> {
  const store = await getStore();
  const now = new Date();
  const opened = await resolvePortalLink(store, String(token), now);
  if (!opened) return { ok: false, message: LINK_CLOSED };
  const allowed = await guesses.hit(clientIp(await headers()));
  if (!allowed.ok) return { ok: false, sent: true, message: `Too many tries from this connection. Try again in ${minutes(allowed.retryAfterSeconds)} minutes.` };
  const parsed = portalCodeSchema.safeParse({ code: formData.get('code') ?? '' });
  if (!parsed.success) return { ok: false, sent: true, message: parsed.error.issues[0]?.message ?? 'Type the code from the e-mail.' };
  const { verdict, ...rest } = await checkPortalCode(store, opened.link, parsed.data.code, now);
  if (verdict === 'wrong') {
    const left = 'triesLeft' in rest ? rest.triesLeft : 0;
    return {
      ok: false,
      sent: true,
      message: left > 0 ? `That code is not right. Check the e-mail and type it again (${left} ${left === 1 ? 'try' : 'tries'} left).` : 'That code is not right, and it has been tried too often. Ask for a new code.',
    };
  }
  if (verdict === 'no-code') return { ok: false, sent: true, message: 'This code has expired or was tried too often. Ask for a new code.' };
  await trustDevice(opened.link._id, now);
  await store.caseEvents.add({ caseId: opened.record._id, at: now.toISOString(), actor: { kind: 'applicant', name: opened.record.applicant.name }, text: 'The applicant opened the page on a new device.', forApplicant: false });
  redirect(`/case/${token}`);
}
