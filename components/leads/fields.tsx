import type { ReactNode } from 'react';
import { UAE_DIAL_CODE } from '@/lib/ui-constants';
import type { FieldRegistration } from './visitor-form-types';

interface FieldProps {
  id: string;
  label: string;
  registration: FieldRegistration;
  error?: string;
  /** Keep the label for screen readers only (compact forms with a visible placeholder). */
  hideLabel?: boolean;
  tone?: 'light' | 'dark';
}

function FieldShell({ id, label, error, hideLabel, tone = 'light', children }: Omit<FieldProps, 'registration'> & { children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : tone === 'dark' ? 'field-label text-sky-100' : 'field-label'}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={tone === 'dark' ? 'field-error text-coral-300' : 'field-error'}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);

export function TextField({
  type = 'text',
  placeholder,
  autoComplete,
  ...props
}: FieldProps & { type?: 'text' | 'email' | 'tel'; placeholder?: string; autoComplete?: string }) {
  const { id, registration, error } = props;
  return (
    <FieldShell {...props}>
      <input
        id={id}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={type === 'tel' ? 'tel' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className="field-input"
        {...registration}
      />
    </FieldShell>
  );
}

/**
 * A UAE mobile number: the +971 code is a fixed addon and the visitor types the 9 digits after it,
 * though 050..., +971... and 00971... are read as well (lib/leads/uae-mobile.ts). Nothing
 * typed is cut off: a wrong length is refused with the rule's message instead.
 */
export function UaeMobileField(props: FieldProps) {
  const { id, registration, error } = props;
  return (
    <FieldShell {...props}>
      <div className="field-group">
        <span className="field-addon" aria-hidden="true">
          {UAE_DIAL_CODE}
        </span>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="5X XXX XXXX"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error) ?? `${id}-hint`}
          className="field-input-bare"
          {...registration}
        />
        <span id={`${id}-hint`} className="sr-only">
          9 digits after {UAE_DIAL_CODE}
        </span>
      </div>
    </FieldShell>
  );
}

export function SelectField({
  options,
  placeholder,
  defaultValue,
  ...props
}: FieldProps & { options: readonly (string | { value: string; label: string })[]; placeholder: string; defaultValue?: string }) {
  const { id, registration, error } = props;
  return (
    <FieldShell {...props}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className="field-input field-select"
        defaultValue={defaultValue}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) =>
          typeof option === 'string' ? (
            <option key={option} value={option}>
              {option}
            </option>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({ placeholder, rows = 5, ...props }: FieldProps & { placeholder?: string; rows?: number }) {
  const { id, registration, error } = props;
  return (
    <FieldShell {...props}>
      <textarea
        id={id}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className="field-input min-h-32 resize-y"
        {...registration}
      />
    </FieldShell>
  );
}

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" aria-hidden="true" />
      </label>
    </div>
  );
}

export function SubmitButton({ busy, children, className = 'btn-primary w-full' }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={className} disabled={busy} aria-disabled={busy}>
      {busy ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          Submitting...
        </>
      ) : (
        children
      )}
    </button>
  );
}
