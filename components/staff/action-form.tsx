'use client';

import { createContext, type FormEvent, type ReactNode, startTransition, useActionState, useContext, useEffect, useRef } from 'react';
import type { FormResult } from '@/lib/admin/action-result';

export type { FormResult };
export type FormAction = (previous: FormResult | null, formData: FormData) => Promise<FormResult>;

const ResultContext = createContext<{ formId: string; result: FormResult | null }>({ formId: '', result: null });

interface ActionFormProps {
  id: string;
  action: FormAction;
  children: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** A name for assistive technology when the form has no heading of its own. */
  label?: string;
  submitClassName?: string;
  /** Empties the form after a success (a sent invitation, a changed password). */
  resetOnSuccess?: boolean;
  className?: string;
  /** Shown in place of the form once it succeeded with backup codes (enrolment). */
  renderSuccess?: (result: Extract<FormResult, { ok: true }>) => ReactNode;
}

/**
 * A small admin form sent to a server action, with the answer shown under it: the sentence in a
 * live region and each field's message under the field (<FieldError>). The server checks
 * everything again; nothing here is a guard.
 */
export function ActionForm({ id, action, children, submitLabel, pendingLabel, label, submitClassName = 'btn-secondary', resetOnSuccess, className, renderSuccess }: ActionFormProps) {
  const [result, formAction, pending] = useActionState<FormResult | null, FormData>(action, null);
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  useEffect(() => {
    if (result?.ok && resetOnSuccess) form.current?.reset();
  }, [result, resetOnSuccess]);
  if (result?.ok && renderSuccess) return <>{renderSuccess(result)}</>;
  return (
    <ResultContext value={{ formId: id, result }}>
      <form ref={form} id={id} onSubmit={submit} aria-label={label} className={className ?? 'space-y-4'} noValidate>
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={submitClassName} disabled={pending} aria-busy={pending}>
            {pending ? pendingLabel : submitLabel}
          </button>
          <p role="status" className={`text-sm ${result && !result.ok ? 'font-medium text-coral-700' : 'text-muted'}`}>
            {pending || !result ? '' : result.message}
          </p>
        </div>
      </form>
    </ResultContext>
  );
}

/** The message of one field after a refused send, for controls that show it themselves (components/admin/forms/field.tsx). */
export function useFieldMessage(name: string): string | undefined {
  const { result } = useContext(ResultContext);
  return result && !result.ok ? result.fieldErrors[name]?.[0] : undefined;
}

/** The message of one field after a refused send, linked to its input by id (`{form}-{name}-error`). */
export function FieldError({ name }: { name: string }) {
  const { formId } = useContext(ResultContext);
  const message = useFieldMessage(name);
  if (!message) return null;
  return (
    <p id={`${formId}-${name}-error`} className="mt-1 text-sm text-coral-700">
      {message}
    </p>
  );
}

/** A labelled input of an ActionForm, with its error under it. */
export function FormField({ formId, name, label, hint, ...input }: { formId: string; name: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const inputId = `${formId}-${name}`;
  return (
    <div>
      <label htmlFor={inputId} className="admin-label mb-1.5">
        {label}
      </label>
      <input id={inputId} name={name} className="admin-input" aria-describedby={`${inputId}-error${hint ? ` ${inputId}-hint` : ''}`} {...input} />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError name={name} />
    </div>
  );
}
