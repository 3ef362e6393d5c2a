'use client';

import { Controller, get, useFormContext } from 'react-hook-form';
import { LazyRichTextEditor } from '../editor/lazy-rich-text-editor';
import { Field } from '../forms/field';

/** A rich-text field of the form (the editor the visa form uses), under its label and with its error. */
export function RichTextField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { control, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={name} label={label} labelAs="span" hint={hint} error={error}>
      {({ describedBy }) => (
        <Controller
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <LazyRichTextEditor
              label={label}
              labelledBy={`${name}-label`}
              describedBy={describedBy}
              invalid={Boolean(fieldState.error)}
              initialHtml={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}
