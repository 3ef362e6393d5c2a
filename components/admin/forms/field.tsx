import type { ReactNode } from 'react';

export interface FieldIds {
  inputId: string;
  hintId?: string;
  errorId?: string;
  /** For aria-describedby: the hint and the error, when shown. */
  describedBy?: string;
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Renders the control with the ids it must carry. */
  children: (ids: FieldIds) => ReactNode;
  /** For controls that are not labelable (the rich-text box): the label gets this id instead of htmlFor. */
  labelAs?: 'label' | 'span';
}

/** A labelled form field: label, the control, a hint, and the error under it (announced when it appears). */
export function Field({ id, label, required, hint, error, className = '', children, labelAs = 'label' }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  // The asterisk sits beside the label, not in it, so the field's name stays exactly its label.
  const requiredMark = required && (
    <span className="ml-0.5 text-sm font-semibold text-coral-700" aria-hidden="true">
      *
    </span>
  );
  return (
    <div className={className}>
      <div className="flex items-baseline">
        {labelAs === 'label' ? (
          <label htmlFor={id} className="admin-label">
            {label}
          </label>
        ) : (
          <span id={`${id}-label`} className="admin-label">
            {label}
          </span>
        )}
        {requiredMark}
      </div>
      <div className="mt-1.5">{children({ inputId: id, hintId, errorId, describedBy })}</div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
}
