'use client';

import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugFromTitle, toSlug } from '@/lib/validation/slug';
import { Field } from './field';

/**
 * The slug: made from the title as the title is typed, until the slug is edited by hand (then
 * it is left alone; emptying it makes it follow the title again). Typed by hand it is lower-cased,
 * with every run of whitespace turned into one hyphen (spec section 4), and the result shown as
 * the 'Generated Slug' hint with the page's address.
 */
export function SlugField({ publicPrefix }: { publicPrefix: string }) {
  const { register, control, formState, getValues, setValue } = useFormContext<{ slug: string; title: string }>();
  const value = useWatch({ control, name: 'slug' }) ?? '';
  const title = useWatch({ control, name: 'title' }) ?? '';
  // A stored record, or a restored draft with its own slug, keeps it: only an empty slug follows.
  const followsTitle = useRef<boolean | null>(null);
  const error = formState.errors.slug?.message;
  const { onChange, ...rest } = register('slug');

  useEffect(() => {
    followsTitle.current ??= !getValues('slug');
    if (!followsTitle.current) return;
    const slug = slugFromTitle(title);
    if (slug !== getValues('slug')) setValue('slug', slug, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }, [title, getValues, setValue, formState.isSubmitted]);

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
          <span className="block">Made from the title until you change it; left empty, the title’s is used.</span>
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
            followsTitle.current = event.target.value === '';
            return onChange(event);
          }}
        />
      )}
    </Field>
  );
}
