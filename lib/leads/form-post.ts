import 'server-only';
import { createHash } from 'node:crypto';
import { PayloadTooLargeError } from '@/lib/api/errors';
import { readBodyWithLimit } from '@/lib/api/read-body';
import { isCrossOriginMutation } from '@/lib/auth/request-guards';
import { clientIp } from '@/lib/client-address';
import { checkForm } from '@/lib/leads/check-form';
import { FORM_ANSWER_PARAM, FORM_ANSWER_PATH, PLAIN_FORM_FIELDS } from '@/lib/leads/form-contract';
import { countryLabel } from '@/content/countries';
import { commonFields } from '@/lib/leads/form-fields';
import { formLocaleSchema, formsText, refererLocale } from '@/lib/leads/form-messages';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { FORM_RULES, type FormRules } from '@/lib/leads/form-rules';
import { leadSourceSchema } from '@/lib/leads/lead-source';
import { UTM_KEYS } from '@/lib/leads/lead-source-shape';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { z } from '@/lib/validation/z';
import { type FormPostAnswer, sealFormAnswer } from './form-post-answer';
import { FORM_LIMIT_BYTES, type SubmissionAnswer, type SubmitDeps, acceptSubmission, answer, isKind } from './submit-form';

/** A plain HTML form's body, as browsers send it without JavaScript. */
export const isPlainFormPost = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * Repeats of one plain form (a double click, the browser's "send again" on reload) within this
 * window count once, as the script's per-fill key makes them count once.
 */
const REPEAT_WINDOW_MS = 60 * 60_000;

/**
 * A plain form on a cached page carries no key of its own (every visitor gets the same page), so
 * its key is made from what makes the fill one: the form, the visitor's address, what they typed
 * and the hour, shaped as a v4 UUID like the script's.
 */
function derivedKey(kind: SubmissionKind, ip: string, fields: Record<string, string>, now: number): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([kind, ip, fields, Math.floor(now / REPEAT_WINDOW_MS)]))
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const uuid = z.uuid();

/** The sending page's path and query, from the browser's Referer when it names this site. */
function sendingPage(request: Request): URL | null {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  return from.host === host ? from : null;
}

/** Who asked, for which number and what about: the thank-you's lines, read like the script reads them. */
function thankYouOf(kind: SubmissionKind, fields: Record<string, string>, topic: string | undefined, message: string, now: number, locale: Locale): FormPostAnswer['sent'] {
  const checked = checkForm(FORM_RULES[kind] as FormRules, fields);
  const values: Record<string, string> = checked.ok ? checked.values : fields;
  const { name, mobile } = commonFields({ kind, fields: values }, { plain: true });
  const destination = kind === 'consultation' ? values.user_cnty : undefined;
  return {
    message,
    ...(name ? { name } : {}),
    ...(mobile ? { mobile } : {}),
    ...(topic ? { topic } : destination ? { topic: formsText(locale)('thankYou.topicVisa', { country: countryLabel(destination, locale) }) } : {}),
    at: now,
  };
}

function toAnswerPage(
  kind: SubmissionKind,
  fields: Record<string, string>,
  marketing: boolean,
  topic: string | undefined,
  page: string | undefined,
  result: SubmissionAnswer,
  now: number,
  locale: Locale,
): FormPostAnswer {
  const base = { kind, values: fields, marketing, ...(topic ? { topic } : {}), ...(page ? { page } : {}) };
  if (result.status === 201) return { ...base, values: {}, sent: thankYouOf(kind, fields, topic, result.body.message, now, locale) };
  const fieldErrors = Object.fromEntries(
    Object.entries(result.body.fieldErrors ?? {}).flatMap(([field, messages]) => (field in FORM_RULES[kind] && messages[0] ? [[field, messages[0]]] : [])),
  );
  return Object.keys(fieldErrors).length > 0 ? { ...base, errors: fieldErrors } : { ...base, message: result.body.message };
}

/**
 * POST /api/forms/{kind} from a plain HTML form (no JavaScript): read with the same rules as the
 * JSON contract (acceptSubmission) and answered with a 303 to the answer page, which shows the
 * thank-you or the form again with what was typed and the field messages.
 */
export async function handlePlainFormPost(deps: SubmitDeps, kindParam: string, request: Request): Promise<Response> {
  const sentFrom = refererLocale(request);
  if (!isKind(kindParam)) return answer(404, { message: formsText(sentFrom)('server.noSuchForm') });
  const kind = kindParam;
  if (isCrossOriginMutation(request, deps.siteOrigins)) return answer(403, { message: formsText(sentFrom)('server.crossOrigin') });
  const now = (deps.now ?? Date.now)();

  let params: URLSearchParams;
  try {
    params = new URLSearchParams((await readBodyWithLimit(request, deps.maxBodyBytes ?? FORM_LIMIT_BYTES)).toString('utf8'));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return answer(413, { message: formsText(sentFrom)('server.tooLarge') });
    throw error;
  }
  // The language the form was rendered in (its hidden field), else that of the page it was sent from.
  const named = formLocaleSchema.safeParse(params.get(PLAIN_FORM_FIELDS.locale));
  const locale = named.success ? named.data : sentFrom;
  const fields = Object.fromEntries(Object.keys(FORM_RULES[kind]).map((field) => [field, params.get(field) ?? '']));
  const marketing = params.get('marketing') === 'on';
  const topic = params.get(PLAIN_FORM_FIELDS.topic)?.trim().slice(0, 200) || undefined;
  const from = sendingPage(request);
  // The answer page's own form posts again (in either language): the page it came from stays the lead's page.
  const fromAnswerPage = from !== null && splitLocale(from.pathname).path === FORM_ANSWER_PATH;
  const sentKey = params.get(PLAIN_FORM_FIELDS.key) ?? '';
  const started = Number(params.get(PLAIN_FORM_FIELDS.startedAt));
  // The Referer's page, else the one the answer page's form sends back: only a path of this site
  // (a script may send `//host` in either), kept as the lead's page and linked to from the answer.
  const leadPage = [from && !fromAnswerPage ? `${from.pathname}${from.search}` : null, params.get(PLAIN_FORM_FIELDS.page)]
    .map((candidate) => leadSourceSchema.shape.page.safeParse(candidate))
    .find((parsed) => parsed.success)?.data;
  const utmSource = from && !fromAnswerPage ? from.searchParams : null;
  const utm = utmSource ? Object.fromEntries(UTM_KEYS.flatMap((key) => (utmSource.get(key) ? [[key, utmSource.get(key)!.slice(0, 200)]] : []))) : {};

  const result = await acceptSubmission(
    deps,
    kind,
    {
      idempotencyKey: uuid.safeParse(sentKey).success ? sentKey : derivedKey(kind, clientIp(request.headers), fields, now),
      startedAt: Number.isSafeInteger(started) && started > 0 ? started : null,
      website: params.get('website') ?? undefined,
      fields,
      source: leadPage ? { page: leadPage, ...(topic ? { visa: topic } : {}), ...(Object.keys(utm).length ? { utm } : {}) } : undefined,
      consent: { notice: params.get(PLAIN_FORM_FIELDS.notice) ?? '', marketing, page: leadPage?.split('?')[0] ?? null },
      locale,
    },
    request,
  );
  const sealed = await sealFormAnswer(toAnswerPage(kind, fields, marketing, topic, leadPage, result, now, locale));
  // The answer comes back in the visitor's language: /ar/form-answer for a form sent from an Arabic page.
  return new Response(null, {
    status: 303,
    headers: { Location: `${localizedPath(FORM_ANSWER_PATH, locale)}?${new URLSearchParams({ [FORM_ANSWER_PARAM]: sealed })}`, 'Cache-Control': 'no-store' },
  });
}
