'use client';

import { useActionState } from 'react';
import type { RequestFormState } from '@/lib/privacy/request-schemas';

/** Closes a correction once staff made it, with a few words on what changed (no personal data). */
export function CloseCorrectionForm({ requestId, action }: { requestId: string; action: (previous: RequestFormState | null, formData: FormData) => Promise<RequestFormState> }) {
  const [state, submit, pending] = useActionState(action, null);
  return (
    <form action={submit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="requestId" value={requestId} />
      <div className="flex-1">
        <label htmlFor={`done-${requestId}`} className="admin-label mb-1.5">
          What you corrected
        </label>
        <input id={`done-${requestId}`} name="done" required minLength={3} maxLength={200} className="admin-input" placeholder="Name spelling fixed in the lead and the case" />
      </div>
      <button type="submit" className="btn-secondary text-sm" disabled={pending}>
        {pending ? 'Closing…' : 'Mark as corrected'}
      </button>
      {state ? (
        <p role="status" className={`text-sm ${state.ok ? 'text-navy-900' : 'text-coral-700'}`}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
