'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { toSlug } from '@/lib/validation/slug';
import { Field } from './field';

/**
 * The slug: lower-cased, with every run of whitespace turned into one hyphen as it is typed
 * (spec section 4), and the result shown as the 'Generated Slug' hint with the page's address.
 */
export function SlugField({ publicPrefix }: { publicPrefix: string }) {
  const { register, control, formState } = useFormContext<{ slug: string }>();
  const value = useWatch({ control, name: 'slug' }) ?? '';
  const error = formState.errors.slug?.message;
  const { onChange, ...rest } = register('slug');
  return (
    <Field
      id="slug"
      label="Slug"
      required
      error={error}
      hint={
        <>
          Generated Slug: <code className="rounded bg-mist-100 px-1.5 py-0.5 font-mono text-navy-900">{value || '…'}</code>
          {value && <span className="break-all"> · page address {publicPrefix}{value}</span>}
        </>
      }
    >
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          type="text"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required
          className="admin-input font-mono"
          defaultValue={formState.defaultValues?.slug}
          {...rest}
          onChange={(event) => {
            // Typed one key at a time, a run of spaces would become several hyphens: keep one.
            event.target.value = toSlug(event.target.value).replace(/-{2,}/g, '-');
            return onChange(event);
          }}
        />
      )}
    </Field>
  );
}
