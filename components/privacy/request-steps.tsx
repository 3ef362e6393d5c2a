'use client';

import { useActionState } from 'react';
import type { RequestFormState } from '@/lib/privacy/request-schemas';

type Action<Args extends unknown[]> = (previous: RequestFormState | null, ...args: Args) => Promise<RequestFormState>;

/** The e-mail's link opened: one button confirms, so a mail scanner's visit changes nothing. */
export function ConfirmStep({ what, confirm }: { what: string; confirm: Action<[]> }) {
  const [state, submit, pending] = useActionState<RequestFormState | null>(confirm, null);
  return (
    <form action={submit} className="space-y-4">
      <p className="text-ink">You asked for {what}. Confirm it to go ahead.</p>
      <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-48" disabled={pending}>
        {pending ? 'Confirming…' : 'Confirm my request'}
      </button>
      <p role="status" className="text-sm text-coral-700">
        {state && !state.ok ? state.message : ''}
      </p>
    </form>
  );
}

/** A mobile's request: the code a consultant reads out on a call to that number. */
export function CodeStep({ phone, enter }: { phone: string; enter: Action<[FormData]> }) {
  const [state, submit, pending] = useActionState<RequestFormState | null, FormData>(enter, null);
  return (
    <form action={submit} className="space-y-4">
      <p className="text-ink">
        To make sure the number is yours, a consultant calls <strong className="text-navy-900">{phone}</strong> from our office line within two working days (9:00 to
        18:00, Sunday to Friday) and reads you a 6-digit code. Type it here: keep this page, or its address, until then.
      </p>
      <label htmlFor="request-code" className="field-label">
        Code read out on the call
      </label>
      <input
        id="request-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        className="field-input max-w-xs text-center font-mono text-2xl tracking-[0.4em]"
        aria-invalid={state && !state.ok ? true : undefined}
        aria-describedby="request-code-message"
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-48" disabled={pending}>
        {pending ? 'Checking…' : 'Confirm my request'}
      </button>
      <p id="request-code-message" role="status" className="text-sm text-coral-700">
        {state && !state.ok ? state.message : ''}
      </p>
    </form>
  );
}
