'use client';

import { useActionState } from 'react';
import type { ActionResult } from '@/lib/admin/action-result';

export interface DoNotContactFormProps {
  submissionId: string;
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
}

/**
 * Marks a lead's number "Do not contact", behind a disclosure so it is never pressed by accident:
 * the mark is for good. The reason is optional and a few words long.
 */
export function DoNotContactForm({ submissionId, action }: DoNotContactFormProps) {
  const [state, formAction, pending] = useActionState<ActionResult | null, FormData>(action, null);
  const reasonId = `dnc-${submissionId}-reason`;
  const reasonError = state && !state.ok ? state.fieldErrors.reason?.[0] : undefined;
  return (
    <details className="rounded-xl border border-coral-500/30 bg-coral-50/60 px-4 py-3">
      <summary className="cursor-pointer py-1 text-sm font-semibold text-coral-700">Mark this number “Do not contact”…</summary>
      <form action={formAction} className="mt-3 space-y-3" aria-label="Mark this number Do not contact">
        <input type="hidden" name="id" value={submissionId} />
        <p className="text-sm text-ink">
          For someone who asked us not to call or message them again. It applies to every request from this number, earlier and later ones, and cannot be undone here.
        </p>
        <div>
          <label htmlFor={reasonId} className="admin-label mb-1.5">
            What they said (optional)
          </label>
          <input
            id={reasonId}
            name="reason"
            maxLength={200}
            className="admin-input"
            placeholder="Asked not to be called again"
            {...(reasonError ? { 'aria-invalid': true, 'aria-describedby': `${reasonId}-error` } : {})}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="mt-1 text-sm text-coral-600">
              {reasonError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-secondary" disabled={pending}>
            {pending ? 'Marking…' : 'Mark “Do not contact”'}
          </button>
          <p role="status" className={`text-sm ${state && !state.ok ? 'text-coral-600' : 'text-muted'}`}>
            {pending ? '' : state ? (state.ok ? (state.message ?? 'Marked.') : state.message) : ''}
          </p>
        </div>
      </form>
    </details>
  );
}
