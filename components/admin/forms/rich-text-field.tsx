'use client';

import { Controller, get, useFormContext } from 'react-hook-form';
import { LazyRichTextEditor } from '../editor/lazy-rich-text-editor';
import { Field } from './field';

interface RichTextFieldProps {
  /** The form value's path (`description`, `questions.2.answer`). */
  name: string;
  label: string;
  hint?: string;
  /** The field's element id; the path when not given. */
  id?: string;
  required?: boolean;
}

/** A rich-text field of a react-hook-form form: the editor under its label, with its hint and its error. */
export function RichTextField({ name, label, hint, id = name, required }: RichTextFieldProps) {
  const { control, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={id} label={label} labelAs="span" hint={hint} required={required} error={error}>
      {({ describedBy }) => (
        <Controller
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <LazyRichTextEditor
              label={label}
              labelledBy={`${id}-label`}
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
