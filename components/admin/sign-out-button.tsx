'use client';

import { useFormStatus } from 'react-dom';
import { signOut } from '@/app/admin/actions';
import { Icon } from './icons';

function SubmitButton() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className="btn-outline min-h-10 px-4">
      <Icon name="logout" className="size-4" />
      {pending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}

/** Ends the session everywhere and returns to the home page. */
export function SignOutButton() {
  return (
    <form action={signOut}>
      <SubmitButton />
    </form>
  );
}
