'use client';

import { type ReactNode, useActionState } from 'react';
import type { CaseResult } from '@/lib/cases/action-result';

export interface CaseActionFormProps {
  action: (previous: CaseResult | null, formData: FormData) => Promise<CaseResult>;
  /** Hidden fields naming what the form changes. */
  hidden: Record<string, string>;
  submitLabel: string;
  pendingLabel?: string;
  label: string;
  tone?: 'primary' | 'secondary' | 'outline';
  className?: string;
  children?: ReactNode;
}

/**
 * A case form: its fields, a button, and what the server answered in words, with the errors
 * under their fields; after an update the applicant should hear of, a WhatsApp button with the
 * update written in, and after a new link, the link to copy.
 */
export function CaseActionForm({ action, hidden, submitLabel, pendingLabel = 'Saving…', label, tone = 'secondary', className = '', children }: CaseActionFormProps) {
  const [state, formAction, pending] = useActionState<CaseResult | null, FormData>(action, null);
  const errors = state && !state.ok ? state.fieldErrors : {};
  const fieldMessages = Object.entries(errors).filter(([field]) => !(field in hidden) && field !== 'form');
  return (
    <form action={formAction} aria-label={label} className={`space-y-3 ${className}`}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {fieldMessages.length > 0 ? (
        <ul className="space-y-1 text-sm text-coral-700">
          {fieldMessages.map(([field, messages]) => (
            <li key={field}>{messages[0]}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={`btn-${tone} text-sm`} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        <p role="status" className={`text-sm ${state && !state.ok ? 'text-coral-700' : 'text-muted'}`}>
          {pending ? '' : (state?.message ?? '')}
        </p>
      </div>
      {state?.ok && state.link ? (
        <p className="text-sm break-all text-ink">
          Link (shown once): <span className="font-mono text-xs">{state.link}</span>
        </p>
      ) : null}
      {state?.ok && state.chatHref ? (
        <a href={state.chatHref} target="_blank" rel="noopener noreferrer" className="btn-whatsapp text-sm">
          Send on WhatsApp
        </a>
      ) : null}
    </form>
  );
}
