'use client';

import Link from 'next/link';
import { ActionForm, type FormAction, FormField } from './action-form';

/** The code that turns the second factor on; then the backup codes, shown this once. */
export function EnrolForm({ secret, action }: { secret: string; action: FormAction }) {
  return (
    <ActionForm
      id="enrol"
      action={action}
      submitLabel="Turn on two-factor sign-in"
      pendingLabel="Checking…"
      className="mt-5 space-y-4"
      renderSuccess={(result) => (
        <div className="mt-5 space-y-4" role="status">
          <p className="font-semibold text-green-700">{result.message}</p>
          <h3 className="text-base font-bold text-navy-900">Your backup codes</h3>
          <p className="text-sm text-muted">
            Each code signs you in once if your phone is lost. Keep them somewhere safe (a password manager, a printed page): they are not
            shown again.
          </p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5" aria-label="Backup codes">
            {(result.codes ?? []).map((code) => (
              <li key={code} className="rounded-lg bg-mist-100 px-3 py-2 text-center text-navy-900">
                {code}
              </li>
            ))}
          </ul>
          <Link href="/admin" className="btn-secondary">
            I saved them: go to the dashboard
          </Link>
        </div>
      )}
    >
      <input type="hidden" name="secret" value={secret} />
      <FormField formId="enrol" name="code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} required />
    </ActionForm>
  );
}
