'use client';

import { useActionState, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { REQUEST_KINDS, type RequestKind } from '@/lib/privacy/constants';
import type { RequestFormState } from '@/lib/privacy/request-schemas';

/** The form's words in the page's language (the catalogue's `privacy.form`), handed down by the page. */
export type DataRequestFormText = Messages['privacy']['form'];

/** The public page's form: what, and about which e-mail or UAE mobile, in the page's language. */
export function DataRequestForm({
  action,
  text,
  locale,
}: {
  action: (previous: RequestFormState | null, formData: FormData) => Promise<RequestFormState>;
  text: DataRequestFormText;
  locale: Locale;
}) {
  const [state, submit, pending] = useActionState(action, null);
  const [kind, setKind] = useState<RequestKind>('copy');
  const errors = state?.fieldErrors ?? {};
  if (state?.ok) {
    return (
      <div role="status" className="rounded-2xl bg-sky-100 p-6 text-navy-900">
        <p className="font-display text-lg font-bold">{text.checkEmail}</p>
        <p className="mt-2 text-sm">{state.message}</p>
      </div>
    );
  }
  return (
    <form action={submit} noValidate className="space-y-6">
      {/* The page's language: the answer's words, the request's e-mail and the link in it. */}
      <input type="hidden" name="locale" value={locale} />
      <fieldset>
        <legend className="field-label">{text.legend}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {REQUEST_KINDS.map((each) => (
            <label key={each} className={`card flex cursor-pointer gap-3 p-4 text-sm ${kind === each ? 'ring-2 ring-gold-500' : ''}`}>
              {/*
                Uncontrolled, with the choice sent back as its default: React resets a form after
                its action, and a controlled radio would fall back to the first choice under a
                correction's field.
              */}
              <input
                type="radio"
                name="kind"
                value={each}
                defaultChecked={each === (state?.values?.kind || 'copy')}
                onChange={() => setKind(each)}
                className="mt-1 size-4 accent-gold-600"
              />
              <span>
                <span className="block font-semibold text-navy-900">{text.kinds[each]}</span>
                <span className="mt-1 block text-muted">{text.hints[each]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="data-subject" className="field-label">
          {text.subjectLabel}
        </label>
        <input
          id="data-subject"
          name="subject"
          autoComplete="email"
          placeholder={text.subjectPlaceholder}
          defaultValue={state?.values?.subject}
          // An address or a number reads left to right on an Arabic page too; the Arabic
          // placeholder right to left while it shows (as components/leads/fields.tsx).
          dir="ltr"
          className="field-input rtl:placeholder-shown:[direction:rtl]"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby="data-subject-help"
        />
        <p id="data-subject-help" className={errors.subject ? 'field-error' : 'mt-1.5 text-sm text-muted'}>
          {errors.subject ?? text.subjectHelp}
        </p>
      </div>
      {kind === 'correction' ? (
        <div>
          <label htmlFor="data-correction" className="field-label">
            {text.correctionLabel}
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
          {pending ? text.sending : text.send}
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
