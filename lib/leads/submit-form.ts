import 'server-only';
import { z } from '@/lib/validation/z';
import { parseLeadSource } from '@/lib/leads/lead-source';
import { type FormAnswer, MAX_CLOCK_AHEAD_MS, MIN_FILL_MS } from '@/lib/leads/form-contract';
import type { Locale } from '@/lib/i18n/locales';
import { newObjectId } from '@/lib/ids';
import { PayloadTooLargeError } from '@/lib/api/errors';
import { readBodyWithLimit } from '@/lib/api/read-body';
import { isCrossOriginMutation } from '@/lib/auth/request-guards';
import { clientIp } from '@/lib/client-address';
import type { RateLimiter } from '@/lib/rate-limit';
import { SUBMISSION_KINDS, type SubmissionKind } from '@/lib/leads/submission-repository';
import type { Store } from '@/lib/store/store';
import { fieldMessages, formSchemas } from '@/lib/leads/form-schemas';
import { formLocaleSchema, formsText, refererLocale, waitText } from '@/lib/leads/form-messages';
import { acceptedNoticeVersions, MARKETING_CHOICE, offersMarketing } from '@/lib/privacy/consent-notices';
import { errorText } from './deliverer';
import { planDeliveries } from './delivery-plan';

/** What the form entry needs; the route passes the process's own, tests pass theirs. */
export interface SubmitDeps {
  store: () => Promise<Store>;
  /** Told about each newly stored submission; never awaited for the answer. */
  worker?: { deliverSoon(submissionId: string): void };
  /** Keyed per form and visitor address, counted in the store: shared by every instance. */
  limiter: Pick<RateLimiter, 'hit'>;
  crmConfigured: boolean;
  /** The site's public origins (SITE_URL), accepted in Origin besides the request's own host. */
  siteOrigins?: readonly string[];
  now?: () => number;
  /** A form sent sooner than this after it was shown is treated as a bot's. */
  minFillMs?: number;
  maxBodyBytes?: number;
  /** Storing must finish within this, so the visitor's answer never hangs on a slow database. */
  storeTimeoutMs?: number;
  log?: (message: string) => void;
}

/** A form's JSON: 32 KB is far more than the longest message field needs. */
export const FORM_LIMIT_BYTES = 32 * 1024;

/**
 * The contract's request body. Besides the form's own fields (checked afterwards with the form's
 * shared schema): a key that makes retries and double clicks count once, when the form was shown
 * (bots submit instantly), and a honeypot field people never see.
 */
const bodySchema = z.object({
  idempotencyKey: z.uuid('freshKey'),
  startedAt: z.number().int().positive(),
  // Whatever a bot puts here (text, a number, an object): judged below, never refused as invalid,
  // which would tell it which field gave it away.
  website: z.unknown().optional(),
  fields: z.record(z.string(), z.unknown()),
  // Judged on its own (parseLeadSource): a source that does not fit is dropped, the lead kept.
  source: z.unknown().optional(),
  // What the visitor was shown beside the button: without it there is no proof of what they agreed to.
  consent: z.object({
    notice: z.string().max(60),
    marketing: z.boolean(),
    page: z.string().max(300).regex(/^\//).nullable(),
  }),
  // The page's language, for the answer's words and the lead's record; a form sent before the
  // site had two languages names none, and is read from where it was sent.
  locale: formLocaleSchema.optional(),
});

export const answer = (status: number, body: Omit<FormAnswer, 'statusCode'>, headers: Record<string, string> = {}) =>
  Response.json({ statusCode: status, ...body } satisfies FormAnswer, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

export const isKind = (value: string): value is SubmissionKind => (SUBMISSION_KINDS as readonly string[]).includes(value);

/** The envelope's problems, keyed by the top-level field: which part of the body was not right. */
function envelopeProblems(error: z.ZodError): Set<string> {
  return new Set(error.issues.map((issue) => (typeof issue.path[0] === 'string' ? issue.path[0] : 'form')));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The store did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * POST /api/forms/{kind} (lib/leads/form-contract.ts): checks where the request comes from and its
 * size, validates it with the form's shared schema, applies the spam rules, stores it (once per
 * idempotency key) and answers; delivery to the CRM and by e-mail happens afterwards.
 */
export async function handleFormSubmission(deps: SubmitDeps, kindParam: string, request: Request): Promise<Response> {
  // Until the body is read, the page the form was sent from tells the language of the answer.
  const sentFrom = refererLocale(request);
  if (!isKind(kindParam)) return answer(404, { message: formsText(sentFrom)('server.noSuchForm') });
  const kind = kindParam;

  if (isCrossOriginMutation(request, deps.siteOrigins)) {
    return answer(403, { message: formsText(sentFrom)('server.crossOrigin') });
  }

  let text: string;
  try {
    text = (await readBodyWithLimit(request, deps.maxBodyBytes ?? FORM_LIMIT_BYTES)).toString('utf8');
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return answer(413, { message: formsText(sentFrom)('server.tooLarge') });
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400, { message: formsText(sentFrom)('server.unreadable') });
  }

  const envelope = bodySchema.safeParse(json);
  if (!envelope.success) {
    const named = formLocaleSchema.safeParse((json as { locale?: unknown } | null)?.locale);
    const t = formsText(named.success ? named.data : sentFrom);
    const problems = envelopeProblems(envelope.error);
    const message = problems.has('idempotencyKey') ? t('server.freshKey') : problems.has('consent') ? t('server.staleForm') : t('server.unreadable');
    return answer(400, { message, fieldErrors: Object.fromEntries([...problems].map((field) => [field, [message]])) });
  }
  const { locale, ...rest } = envelope.data;
  const { status, body, headers } = await acceptSubmission(deps, kind, { ...rest, locale: locale ?? sentFrom }, request);
  return answer(status, body, headers);
}

/** What a submission's envelope holds once read, from the JSON contract or a plain HTML form (./form-post.ts). */
export interface SubmissionEnvelope {
  idempotencyKey: string;
  /** When the form was shown; null for a plain form served from a shared cached page, where no one time is the visitor's. */
  startedAt: number | null;
  website?: unknown;
  fields: Record<string, unknown>;
  source?: unknown;
  consent: { notice: string; marketing: boolean; page: string | null };
  /** The language of the page it was sent from: the answer's words, and the lead's language. */
  locale: Locale;
}

/** The answer to a submission, before it is sent as JSON or as a page. */
export interface SubmissionAnswer {
  status: number;
  body: Omit<FormAnswer, 'statusCode'>;
  headers?: Record<string, string>;
}

/**
 * The rules every submission goes through, however it was sent: the honeypot, the notice shown,
 * the form's shared schema, the minimum fill time, the repeat of a stored fill, the rate limit,
 * storing with its consent record and source, and the delivery afterwards.
 */
export async function acceptSubmission(deps: SubmitDeps, kind: SubmissionKind, envelope: SubmissionEnvelope, request: Request): Promise<SubmissionAnswer> {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message: string) => console.error(`[leads] ${message}`));
  const { idempotencyKey, startedAt, website, locale } = envelope;
  const t = formsText(locale);
  const success = t(`success.${kind}`);

  // Honeypot: people never see the `website` input, so a value means a bot. It gets the same
  // answer as a person (so it learns nothing), and nothing is stored, rate-counted or sent.
  if (website !== undefined && website !== null && !(typeof website === 'string' && website.trim() === '')) {
    return { status: 201, body: { message: success, data: { id: newObjectId() } } };
  }

  const { consent } = envelope;
  if (!acceptedNoticeVersions(kind).includes(consent.notice)) return { status: 400, body: { message: t('server.staleForm'), fieldErrors: { consent: [t('server.staleForm')] } } };

  const parsed = formSchemas[kind].safeParse(envelope.fields);
  if (!parsed.success) {
    const fieldErrors = fieldMessages(kind, parsed.error, locale);
    return { status: 400, body: { message: Object.values(fieldErrors)[0]?.[0] ?? t('server.checkForm'), fieldErrors } };
  }

  // Bots post the moment they load a form. Only a short, non-negative time counts: a negative one
  // means the visitor's clock is ahead of ours, which is no sign of a bot.
  // A clock a few minutes fast is a person's; a form "shown" further in the future is a bot
  // dodging this check, and is refused like one sent too soon.
  if (startedAt !== null) {
    const elapsed = now() - startedAt;
    if (elapsed < -MAX_CLOCK_AHEAD_MS || (elapsed >= 0 && elapsed < (deps.minFillMs ?? MIN_FILL_MS))) return { status: 400, body: { message: t('server.tooSoon') } };
  }

  // A repeat of a stored form (a double click, a retry after a lost answer) gets the stored
  // answer, and neither counts against the rate limit nor is refused by it. The count lives in the
  // store (shared by every instance): if that cannot be reached, nothing could be stored either.
  const storeTimeoutMs = deps.storeTimeoutMs ?? 1_500;
  let store: Store;
  let limit;
  try {
    store = await withTimeout(deps.store(), storeTimeoutMs);
    const repeat = await withTimeout(store.submissions.findByIdempotencyKey(idempotencyKey), storeTimeoutMs);
    if (repeat) return { status: 201, body: { message: success, data: { id: repeat._id } } };
    limit = await withTimeout(deps.limiter.hit(`${kind}:${clientIp(request.headers)}`), storeTimeoutMs);
  } catch (error) {
    log(`Looking up or counting a ${kind} submission in the store failed: ${errorText(error)}`);
    return { status: 503, body: { message: t('server.notStored') }, headers: { 'Retry-After': '5' } };
  }
  if (!limit.ok) {
    return {
      status: 429,
      body: { message: t('server.tooMany', { wait: waitText(limit.retryAfterSeconds, locale) }) },
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    };
  }

  let stored;
  try {
    stored = await withTimeout(
      store.submissions.create({
        kind,
        fields: parsed.data as Record<string, string>,
        idempotencyKey,
        source: parseLeadSource(envelope.source),
        language: locale,
        agreement: { notice: consent.notice, page: consent.page, marketing: consent.marketing && offersMarketing(kind) ? MARKETING_CHOICE.version : null },
        deliveries: planDeliveries(kind, { crmConfigured: deps.crmConfigured }, new Date(now())),
      }),
      storeTimeoutMs,
    );
  } catch (error) {
    // Not stored, so no success: the visitor sends again (with the same key, so a write that did
    // land late still counts once).
    log(`Storing a ${kind} submission failed: ${errorText(error)}`);
    return { status: 503, body: { message: t('server.notStored') }, headers: { 'Retry-After': '5' } };
  }

  if (stored.created) deps.worker?.deliverSoon(stored.submission._id);
  return { status: 201, body: { message: success, data: { id: stored.submission._id } } };
}
