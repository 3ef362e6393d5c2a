'use client';

import { useFormStatus } from 'react-dom';
import { signOut } from '@/lib/staff/sign-out-action';
import { Icon } from '../admin/icons';

function SubmitButton({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className="btn-outline min-h-10 px-4">
      <Icon name="logout" className="size-4" />
      {pending ? 'Signing out…' : label}
    </button>
  );
}

/** Ends the session everywhere and returns to the home page. */
export function SignOutButton({ label = 'Sign out' }: { label?: string }) {
  return (
    <form action={signOut}>
      <SubmitButton label={label} />
    </form>
  );
}
