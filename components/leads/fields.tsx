import type { ReactNode } from 'react';
import { fillTemplate } from '@/lib/leads/fill-template';
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
  // Numbers and addresses read left to right on an Arabic page too. An Arabic placeholder is
  // laid out right to left while it shows, so its words read in order and a narrow field cuts
  // off its end, not its start; the caret, at the right while the field is empty, moves to the
  // left with the first character typed.
  const leftToRight = type === 'tel' || type === 'email';
  return (
    <FieldShell {...props}>
      <input
        id={id}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={type === 'tel' ? 'tel' : undefined}
        dir={leftToRight ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={leftToRight ? 'field-input rtl:placeholder-shown:[direction:rtl]' : 'field-input'}
        {...registration}
      />
    </FieldShell>
  );
}

/**
 * A UAE mobile number: the +971 code is a fixed addon and the visitor types the 9 digits after it,
 * though 050..., +971..., 00971... and Arabic-Indic digits are read as well
 * (lib/leads/uae-mobile.ts). Nothing typed is cut off: a wrong length is refused with the rule's
 * message instead. The number reads left to right in both languages, the code on its left.
 */
export function UaeMobileField({ hint, ...props }: FieldProps & { /** "9 digits after {code}", for screen readers. */ hint: string }) {
  const { id, registration, error } = props;
  return (
    <FieldShell {...props}>
      <div className="field-group" dir="ltr">
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
        <span id={`${id}-hint`} className="sr-only" dir="auto">
          {fillTemplate(hint, { code: UAE_DIAL_CODE })}
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
        // The arrow sits at the end of the line: on the left on an Arabic page.
        className="field-input field-select rtl:bg-[position:left_0.9rem_center] rtl:pr-4 rtl:pl-10"
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
    // Out of sight past the start of the line: on an Arabic page that is the right, where nothing scrolls.
    <div className="honeypot rtl:left-auto rtl:-right-[9999px]" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" aria-hidden="true" />
      </label>
    </div>
  );
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'btn-primary w-full',
}: {
  busy: boolean;
  /** 'Submitting...' in the page's language. */
  busyLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-disabled={busy}>
      {busy ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
