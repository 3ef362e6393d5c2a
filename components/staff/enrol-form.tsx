'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { FormResult } from '@/lib/admin/action-result';
import { ActionForm, type FormAction, FormField } from './action-form';

/** A key the server made for this person: as text, as a QR code, and sealed for the form. */
export interface EnrolmentKey {
  secret: string;
  sealed: string;
  qrSvg: string;
}

/**
 * Enrolment: the new key (QR code and text) and the password and code that turn it on; once on,
 * the key is hidden and the backup codes are shown, this once. `newKey` is null when the factor is
 * on already (also right after this form turned it on, when the page renders again).
 */
export function EnrolForm({ newKey, action }: { newKey: EnrolmentKey | null; action: FormAction }) {
  // The form's own state is inside ActionForm; this copy only learns the success to hide the key.
  const [done, setDone] = useState<FormResult | null>(null);
  const wrapped: FormAction = async (previous, formData) => {
    const result = await action(previous, formData);
    if (result.ok) setDone(result);
    return result;
  };
  if (done?.ok) return <BackupCodes message={done.message} codes={done.codes ?? []} />;
  if (!newKey) return <AlreadyOn />;
  const { secret, sealed, qrSvg } = newKey;
  return (
    <>
      <section aria-labelledby="scan-heading" className="card grid gap-6 p-5 sm:grid-cols-[200px_1fr] sm:p-6">
        {/* The QR code is SVG markup drawn on the server by the qrcode package from the key alone. */}
        <div className="mx-auto w-48 sm:w-full" role="img" aria-label="QR code of your new two-factor key" dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <div>
          <h2 id="scan-heading" className="heading-3">
            1. Add the site to your app
          </h2>
          <p className="mt-2 text-sm text-muted">In your authenticator app, add an account and scan this code. If you cannot scan it, type this key instead:</p>
          <p className="mt-3 font-mono text-base font-semibold tracking-wider break-all text-navy-900">
            <code data-totp-secret={secret}>{secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
        </div>
      </section>
      <section aria-labelledby="confirm-heading" className="card p-5 sm:p-6">
        <h2 id="confirm-heading" className="heading-3">
          2. Confirm with your password and the code it shows
        </h2>
        <p className="mt-2 text-sm text-muted">The app shows a new 6-digit code every 30 seconds. Your password confirms it is you: every other device you are signed in on is signed out.</p>
        <ActionForm id="enrol" action={wrapped} submitLabel="Turn on two-factor sign-in" pendingLabel="Checking…" className="mt-5 space-y-4">
          <input type="hidden" name="enrolment" value={sealed} />
          <FormField formId="enrol" name="password" label="Your current password" type="password" autoComplete="current-password" required />
          <FormField formId="enrol" name="code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} required />
        </ActionForm>
      </section>
    </>
  );
}

function AlreadyOn() {
  return (
    <div className="card max-w-2xl p-5 sm:p-6">
      <h2 className="heading-3">Two-factor sign-in is on</h2>
      <p className="mt-2 text-sm text-muted">To move it to a new phone, turn it off on My account and set it up again, or ask the owner to reset it.</p>
      <Link href="/admin/account" className="btn-secondary mt-5">
        Back to My account
      </Link>
    </div>
  );
}

function BackupCodes({ message, codes }: { message: string; codes: string[] }) {
  return (
    <section aria-labelledby="codes-heading" className="card space-y-4 p-5 sm:p-6">
      <p role="status" className="font-semibold text-green-700">
        {message}
      </p>
      <h2 id="codes-heading" className="heading-3">
        Your backup codes
      </h2>
      <p className="text-sm text-muted">
        Each code signs you in once if your phone is lost. Keep them somewhere safe (a password manager, a printed page): they are not shown
        again.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-mist-100 px-3 py-2 text-center text-navy-900">
            {code}
          </li>
        ))}
      </ul>
      <Link href="/admin" className="btn-secondary">
        I saved them: go to the dashboard
      </Link>
    </section>
  );
}
