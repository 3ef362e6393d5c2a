'use client';

import { useActionState, useState } from 'react';
import { REQUEST_KINDS, REQUEST_KIND_LABELS, type RequestKind } from '@/lib/privacy/constants';
import type { RequestFormState } from '@/lib/privacy/request-schemas';

const HINTS: Record<RequestKind, string> = {
  copy: 'Everything we hold about you, as a page and as a JSON file.',
  correction: 'Tell us what is wrong; a consultant corrects it and tells you.',
  erasure: 'We delete your requests, applications and documents.',
};

/** The public page's form: what, and about which e-mail or UAE mobile. */
export function DataRequestForm({ action }: { action: (previous: RequestFormState | null, formData: FormData) => Promise<RequestFormState> }) {
  const [state, submit, pending] = useActionState(action, null);
  const [kind, setKind] = useState<RequestKind>('copy');
  const errors = state?.fieldErrors ?? {};
  if (state?.ok) {
    return (
      <div role="status" className="rounded-2xl bg-sky-100 p-6 text-navy-900">
        <p className="font-display text-lg font-bold">Check your e-mail</p>
        <p className="mt-2 text-sm">{state.message}</p>
      </div>
    );
  }
  return (
    <form action={submit} noValidate className="space-y-6">
      <fieldset>
        <legend className="field-label">What are you asking for?</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {REQUEST_KINDS.map((each) => (
            <label key={each} className={`card flex cursor-pointer gap-3 p-4 text-sm ${kind === each ? 'ring-2 ring-gold-500' : ''}`}>
              <input type="radio" name="kind" value={each} checked={kind === each} onChange={() => setKind(each)} className="mt-1 size-4 accent-gold-600" />
              <span>
                <span className="block font-semibold text-navy-900">{REQUEST_KIND_LABELS[each]}</span>
                <span className="mt-1 block text-muted">{HINTS[each]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="data-subject" className="field-label">
          Your e-mail address or UAE mobile number
        </label>
        <input
          id="data-subject"
          name="subject"
          autoComplete="email"
          placeholder="name@example.com or 050 123 4567"
          defaultValue={state?.values?.subject}
          className="field-input"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby="data-subject-help"
        />
        <p id="data-subject-help" className={errors.subject ? 'field-error' : 'mt-1.5 text-sm text-muted'}>
          {errors.subject ?? 'For an e-mail we send a link to confirm it is yours. For a mobile, a consultant calls that number and reads you a code.'}
        </p>
      </div>
      {kind === 'correction' ? (
        <div>
          <label htmlFor="data-correction" className="field-label">
            What is wrong, and what should it say?
          </label>
          <textarea
            id="data-correction"
            name="correction"
            rows={4}
            maxLength={1000}
            defaultValue={state?.values?.correction}
            className="field-input min-h-28"
            aria-invalid={errors.correction ? true : undefined} aria-describedby="data-correction-error" />
          {errors.correction ? (
            <p id="data-correction-error" className="field-error">
              {errors.correction}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-48" disabled={pending}>
          {pending ? 'Sending…' : 'Send my request'}
        </button>
        {state && !state.ok ? (
          <p role="alert" className="text-sm text-coral-700">
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
