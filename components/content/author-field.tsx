'use client';

import { get, useFormContext } from 'react-hook-form';
import type { AuthorChoices } from '@/lib/staff/author-choices';
import { Field } from '../admin/forms/field';

/**
 * The record's author, chosen from the staff profiles: named with the page's byline and in its
 * structured data. A record without one (stored before authors) can stay without.
 */
export function AuthorField({ authors }: { authors: AuthorChoices }) {
  const { register, formState } = useFormContext<{ authorId: string }>();
  const initial = get(formState.defaultValues, 'authorId') as string | undefined;
  const error = formState.errors.authorId?.message;
  const known = authors.options.some((option) => option.id === initial);
  return (
    <Field id="authorId" label="Author" error={error} hint="Shown with the page's dates; people edit their name, role and photo under My account.">
      {({ inputId, describedBy }) => (
        <select id={inputId} className="admin-input" aria-describedby={describedBy} aria-invalid={error ? true : undefined} defaultValue={initial} {...register('authorId')}>
          {!known && <option value="">No author shown</option>}
          {authors.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.id === authors.mine ? `${option.label} (you)` : option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
