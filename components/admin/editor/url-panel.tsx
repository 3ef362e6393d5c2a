'use client';

import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';

export interface UrlPanelField {
  name: string;
  label: string;
  placeholder?: string;
  initial?: string;
  type?: 'url' | 'text';
}

interface UrlPanelProps {
  title: string;
  fields: UrlPanelField[];
  applyLabel: string;
  /** Returns an error message to show, or null when the values were applied. */
  onApply: (values: Record<string, string>) => string | null;
  onCancel: () => void;
  onRemove?: () => void;
  removeLabel?: string;
}

/**
 * The small form under the toolbar that asks for a link, image or video address. Enter applies,
 * Escape cancels; the first field takes focus when it opens.
 */
export function UrlPanel({ title, fields, applyLabel, onApply, onCancel, onRemove, removeLabel }: UrlPanelProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])),
  );
  const [error, setError] = useState<string | null>(null);

  function apply(event?: FormEvent) {
    event?.preventDefault();
    setError(onApply(values));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  }

  // Not a <form>: it sits inside the page's form, and forms cannot nest.
  return (
    <div role="group" aria-label={title} onKeyDown={onKeyDown} className="border-b border-navy-900/10 bg-mist-50 px-3 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        {fields.map((field, index) => (
          <div key={field.name} className="min-w-0 flex-1">
            <label htmlFor={`${baseId}-${field.name}`} className="block text-xs font-semibold text-navy-900">
              {field.label}
            </label>
            <input
              id={`${baseId}-${field.name}`}
              type={field.type ?? 'url'}
              value={values[field.name] ?? ''}
              placeholder={field.placeholder}
              autoFocus={index === 0}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setValues((previous) => ({ ...previous, [field.name]: event.target.value }))}
              className="admin-input mt-1 min-h-10 py-1.5"
            />
          </div>
        ))}
        <div className="flex gap-2">
          <button type="button" onClick={() => apply()} className="btn-secondary min-h-10 px-4">
            {applyLabel}
          </button>
          {onRemove && (
            <button type="button" onClick={onRemove} className="btn-outline min-h-10 px-4">
              {removeLabel}
            </button>
          )}
          <button type="button" onClick={onCancel} className="btn-outline min-h-10 px-4">
            Cancel
          </button>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
}
