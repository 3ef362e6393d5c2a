import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { formEndpoint, type FormAnswer, type FormRequestBody } from './form-contract';

/** The words the browser has for answers the server's own message does not cover, in the page's language. */
export interface SendFormWords {
  /** The spec's error toast of each form, for a network failure or an unexpected answer. */
  failure: Readonly<Record<SubmissionKind, string>>;
  /** The server's refusal of a form sent sooner than a person would (forms.server.tooSoon). */
  tooSoon: string;
}

/**
 * What the visitor sees after sending a form, decided only by the server's answer
 * (lib/leads/form-contract.ts): success only for a 201, field messages for a 400, an error toast
 * for anything else, including a network failure.
 */
export type SubmitOutcome =
  | { type: 'success'; message: string }
  | { type: 'invalid'; fieldErrors: Record<string, string>; message: string }
  /** Refused as sent too soon after the form was shown (MIN_FILL_MS): nothing was stored. */
  | { type: 'tooSoon'; message: string }
  | { type: 'error'; message: string };

export async function submitForm<Fields>(
  kind: SubmissionKind,
  body: FormRequestBody<Fields>,
  words: SendFormWords,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  const fallback = words.failure[kind];
  let response: Response;
  try {
    response = await fetchImpl(formEndpoint(kind), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { type: 'error', message: fallback };
  }
  const answer = await readAnswer(response);
  if (response.status === 201) {
    // A 201 without the contract's message is still stored; never invent a different success text.
    return answer?.message ? { type: 'success', message: answer.message } : { type: 'error', message: fallback };
  }
  if (response.status === 400 && answer?.message === words.tooSoon) return { type: 'tooSoon', message: answer.message };
  if (response.status === 400 && answer?.fieldErrors && Object.keys(answer.fieldErrors).length > 0) {
    const fieldErrors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(answer.fieldErrors)) {
      if (messages?.[0]) fieldErrors[field] = messages[0];
    }
    return { type: 'invalid', fieldErrors, message: answer.message || fallback };
  }
  if ((response.status === 429 || response.status === 503 || response.status === 400) && answer?.message) {
    return { type: 'error', message: answer.message };
  }
  return { type: 'error', message: fallback };
}

async function readAnswer(response: Response): Promise<FormAnswer | null> {
  try {
    const answer: unknown = await response.json();
    return answer && typeof answer === 'object' ? (answer as FormAnswer) : null;
  } catch {
    return null;
  }
}
