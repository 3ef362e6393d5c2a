'use client';

import type { ReactNode } from 'react';
import { get, type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import { Field } from './field';

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  className?: string;
  placeholder?: string;
  /** An Arabic input is `dir="rtl" lang="ar"` (./bilingual.tsx); the label and hint stay English. */
  dir?: 'rtl' | 'ltr';
  lang?: string;
}

/** A text input or text area wired to react-hook-form, with its label, hint and error. */
export function TextField({ id, label, registration, error, hint, required, multiline, rows = 3, className, placeholder, dir, lang }: TextFieldProps) {
  // In the server-rendered HTML too, so an edit form shows its values before the page hydrates.
  const defaultValue = get(useFormContext().formState.defaultValues, registration.name) as string | undefined;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {({ inputId, describedBy }) =>
        multiline ? (
          <textarea
            id={inputId}
            rows={rows}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            className="admin-input"
            dir={dir}
            lang={lang}
            defaultValue={defaultValue}
            {...registration}
          />
        ) : (
          <input
            id={inputId}
            type="text"
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            className="admin-input"
            dir={dir}
            lang={lang}
            defaultValue={defaultValue}
            {...registration}
          />
        )
      }
    </Field>
  );
}
