'use client';

import { ActionForm, type FormAction, FormField } from './action-form';

/** The new staff member's name and password (checked again on the server). */
export function AcceptForm({ action, passwordMin }: { action: FormAction; passwordMin: number }) {
  return (
    <ActionForm id="accept" action={action} submitLabel="Create my account" pendingLabel="Creating…" className="mt-7 space-y-5">
      <FormField formId="accept" name="displayName" label="Your name" autoComplete="name" required maxLength={80} hint="As colleagues see it on leads and notes." />
      <FormField formId="accept" name="password" label="Password" type="password" autoComplete="new-password" required minLength={passwordMin} hint={`At least ${passwordMin} characters.`} />
      <FormField formId="accept" name="confirm" label="Repeat the password" type="password" autoComplete="new-password" required />
    </ActionForm>
  );
}
