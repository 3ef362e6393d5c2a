'use client';

import { useActionState } from 'react';
import type { PortalResult } from '@/lib/cases/portal-result';

export interface PortalCodeStepProps {
  visaTitle: string;
  /** The masked address the code goes to. */
  email: string;
  requestCode: (previous: PortalResult | null) => Promise<PortalResult>;
  verifyCode: (previous: PortalResult | null, formData: FormData) => Promise<PortalResult>;
}

/** A new device: ask for the e-mailed code, then type it. */
export function PortalCodeStep({ visaTitle, email, requestCode, verifyCode }: PortalCodeStepProps) {
  const [sent, send, sending] = useActionState<PortalResult | null>(requestCode, null);
  const [checked, check, checking] = useActionState<PortalResult | null, FormData>(verifyCode, null);
  const codeAsked = Boolean(sent?.sent || checked?.sent);
  const message = checked ?? sent;
  return (
    <div className="card p-6 sm:p-8">
      <p className="eyebrow text-gold-600">Your application</p>
      <h1 className="heading-3 mt-1">{visaTitle}</h1>
      <p className="mt-3 text-sm text-ink">
        To keep your documents safe, we check it is you when this page is opened on a new phone or computer. We e-mail a 6-digit code to{' '}
        <strong className="text-navy-900">{email}</strong>.
      </p>
      <form action={send} className="mt-5">
        <button type="submit" className={codeAsked ? 'btn-outline w-full' : 'btn-primary w-full'} disabled={sending}>
          {sending ? 'Sending…' : codeAsked ? 'Send a new code' : 'E-mail me a code'}
        </button>
      </form>
      {codeAsked ? (
        <form action={check} className="mt-5 space-y-3">
          <label htmlFor="portal-code" className="field-label">
            Code from the e-mail
          </label>
          <input
            id="portal-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            className="field-input text-center font-mono text-2xl tracking-[0.4em]"
            aria-invalid={checked && !checked.ok ? true : undefined}
            aria-describedby="portal-code-message"
          />
          <button type="submit" className="btn-primary w-full" disabled={checking}>
            {checking ? 'Checking…' : 'Open my application'}
          </button>
        </form>
      ) : null}
      <p id="portal-code-message" role="status" className={`mt-4 text-sm ${message && !message.ok ? 'text-coral-700' : 'text-muted'}`}>
        {message?.message ?? ''}
      </p>
    </div>
  );
}
