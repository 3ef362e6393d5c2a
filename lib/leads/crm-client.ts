import 'server-only';
import { z } from '@/lib/validation/z';
import { type DeliveryOutcome, errorText, permanentFailure, transientFailure } from './deliverer';

/** How to reach the lead CRM (from LEAD_API_* in the environment). */
export interface CrmConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  idHeader: string;
  secretHeader: string;
  timeoutMs: number;
}

/** A country as the CRM lists it; `countryId` keeps the CRM's own type (it may be a number). */
export interface CrmCountry {
  countryId: string | number;
  countryName: string;
}

/** The body of POST /api/Lead/Create/LeadAutoCustomer (spec section 7). */
export interface CrmLead {
  customerName: string;
  /** The 9 UAE digits with a leading 0. */
  mobileNo: string;
  countryId: string | number;
}

export interface CrmClient {
  /** The CRM's country list; throws with a readable message when it cannot be had. */
  listCountries(): Promise<CrmCountry[]>;
  /**
   * Creates the lead. `idempotencyKey` names the submission: it goes out as the `Idempotency-Key`
   * header (IETF draft-ietf-httpapi-idempotency-key-header), the same on every attempt, so a CRM
   * that honours it records a lead once even when an earlier attempt's answer never reached us.
   */
  createLead(lead: CrmLead, idempotencyKey: string): Promise<DeliveryOutcome>;
}

const countryListSchema = z.object({
  status: z.number(),
  result: z
    .array(z.object({ countryId: z.union([z.string(), z.number()]), countryName: z.string().trim().min(1) }))
    .nullish(),
  errorMessage: z.string().nullish(),
});

/** The CRM may wrap its own status in a 200 answer, like the country list does. */
const envelopeSchema = z.object({ status: z.number().optional(), errorMessage: z.string().nullish() });

/**
 * 4xx means the CRM refused this lead as it is; sending it again unchanged would not help. 408 and
 * 429 are "later", and so is 409: under the idempotency-key protocol it means an earlier attempt
 * with the same key is still being processed.
 */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 409, 429]);
const isPermanentStatus = (status: number) => status >= 400 && status < 500 && !RETRYABLE_CLIENT_STATUSES.has(status);

/** The header's value is a structured-field string (RFC 8941), so the key goes in quotes. */
const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': `"${key.replace(/["\\]/g, '')}"` });

export function createCrmClient(config: CrmConfig, fetchImpl: typeof fetch = fetch): CrmClient {
  const url = (path: string) => new URL(path, config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`).toString();
  const headers = {
    [config.idHeader]: config.clientId,
    [config.secretHeader]: config.clientSecret,
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };

  /** Every call is bounded by the timeout, whether the CRM is slow to answer or to send the body. */
  const call = async (path: string, init: RequestInit, extraHeaders: Record<string, string> = {}) => {
    const response = await fetchImpl(url(path), { ...init, headers: { ...headers, ...extraHeaders }, signal: AbortSignal.timeout(config.timeoutMs) });
    return { response, text: await response.text() };
  };

  // By name, not instanceof: the abort's DOMException may come from another realm.
  const describeFailure = (error: unknown) => {
    const name = (error as { name?: unknown } | null)?.name;
    return name === 'TimeoutError' || name === 'AbortError'
      ? `CRM did not answer within ${config.timeoutMs} ms`
      : `CRM unreachable: ${errorText((error as { cause?: unknown } | null)?.cause ?? error)}`;
  };

  return {
    async listCountries() {
      let answer: Awaited<ReturnType<typeof call>>;
      try {
        answer = await call('api/Country/List', { method: 'GET' });
      } catch (error) {
        throw new Error(describeFailure(error));
      }
      if (!answer.response.ok) throw new Error(`HTTP error! status: ${answer.response.status}`);
      const parsed = countryListSchema.safeParse(safeJson(answer.text));
      if (!parsed.success) throw new Error('Failed to fetch countries: unexpected answer');
      const { status, result, errorMessage } = parsed.data;
      // An empty list would leave the select empty: treat it as a failure, so the static list is used.
      if (status !== 200 || !result?.length) throw new Error(errorMessage || 'Failed to fetch countries');
      return result;
    },

    async createLead(lead, idempotencyKey) {
      let answer: Awaited<ReturnType<typeof call>>;
      try {
        answer = await call('api/Lead/Create/LeadAutoCustomer', { method: 'POST', body: JSON.stringify(lead) }, idempotencyHeader(idempotencyKey));
      } catch (error) {
        return transientFailure(describeFailure(error));
      }
      const { response, text } = answer;
      const envelope = envelopeSchema.safeParse(safeJson(text));
      const detail = (envelope.success && envelope.data.errorMessage) || text.replace(/\s+/g, ' ').trim().slice(0, 200);
      if (!response.ok) {
        const error = `CRM answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`;
        return isPermanentStatus(response.status) ? permanentFailure(error) : transientFailure(error);
      }
      const inner = envelope.success ? envelope.data.status : undefined;
      if (inner !== undefined && (inner < 200 || inner >= 300)) {
        const error = `CRM refused the lead (status ${inner})${detail ? `: ${detail}` : ''}`;
        return isPermanentStatus(inner) ? permanentFailure(error) : transientFailure(error);
      }
      return { ok: true };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
