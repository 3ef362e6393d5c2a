'use client';

import { type ReactNode, useActionState } from 'react';
import type { RequestFormState } from '@/lib/privacy/request-schemas';

type Action<Args extends unknown[]> = (previous: RequestFormState | null, ...args: Args) => Promise<RequestFormState>;

/** A step's words in the page's language, handed down by the page (the catalogue's `privacy.request`). */
interface StepText {
  /** "Confirm my request". */
  button: string;
  /** Shown on the button while the answer comes: "Confirming…", "Checking…". */
  busy: string;
}

/** The e-mail's link opened: one button confirms, so a mail scanner's visit changes nothing. */
export function ConfirmStep({ intro, confirm, text }: { intro: ReactNode; confirm: Action<[]>; text: StepText }) {
  const [state, submit, pending] = useActionState<RequestFormState | null>(confirm, null);
  return (
    <form action={submit} className="space-y-4">
      <p className="text-ink">{intro}</p>
      <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-48" disabled={pending}>
        {pending ? text.busy : text.button}
      </button>
      <p role="status" className="text-sm text-coral-700">
        {state && !state.ok ? state.message : ''}
      </p>
    </form>
  );
}

/** A mobile's request: the code a consultant reads out on a call to that number. */
export function CodeStep({ intro, enter, text }: { intro: ReactNode; enter: Action<[FormData]>; text: StepText & { label: string } }) {
  const [state, submit, pending] = useActionState<RequestFormState | null, FormData>(enter, null);
  return (
    <form action={submit} className="space-y-4">
      <p className="text-ink">{intro}</p>
      <label htmlFor="request-code" className="field-label">
        {text.label}
      </label>
      <input
        id="request-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        dir="ltr"
        className="field-input max-w-xs text-center font-mono text-2xl tracking-[0.4em]"
        aria-invalid={state && !state.ok ? true : undefined}
        aria-describedby="request-code-message"
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-48" disabled={pending}>
        {pending ? text.busy : text.button}
      </button>
      <p id="request-code-message" role="status" className="text-sm text-coral-700">
        {state && !state.ok ? state.message : ''}
      </p>
    </form>
  );
}
