'use client';

import { startTransition, useActionState, useState } from 'react';
import type { FormResult } from '@/lib/admin/action-result';
import { ConfirmDialog } from '../admin/confirm-dialog';
import type { FormAction } from './action-form';

/** "Remove", confirmed in a dialog first: the account and its sessions end for good. */
export function RemoveAccountButton({ id, name, action }: { id: string; name: string; action: FormAction }) {
  const [open, setOpen] = useState(false);
  const [result, formAction, pending] = useActionState<FormResult | null, FormData>(action, null);
  const confirm = () => {
    const data = new FormData();
    data.set('id', id);
    startTransition(() => formAction(data));
    setOpen(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn-outline min-h-10 px-4 text-coral-700" onClick={() => setOpen(true)} disabled={pending}>
        {pending ? 'Removing…' : 'Remove'}
      </button>
      <p role="status" className={`text-sm ${result && !result.ok ? 'font-medium text-coral-700' : 'text-muted'}`}>
        {result && !pending ? result.message : ''}
      </p>
      <ConfirmDialog open={open} title={`Remove ${name}?`} confirmLabel="Remove the account" busyLabel="Removing…" busy={pending} onConfirm={confirm} onCancel={() => setOpen(false)}>
        They are signed out at once and can no longer sign in. Leads they own keep their name. To let them back, invite them again.
      </ConfirmDialog>
    </div>
  );
}
