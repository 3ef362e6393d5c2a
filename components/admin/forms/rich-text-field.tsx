'use client';

import type { ReactNode } from 'react';
import { Controller, get, useFormContext } from 'react-hook-form';
import { LazyRichTextEditor } from '../editor/lazy-rich-text-editor';
import { Field } from './field';

interface RichTextFieldProps {
  /** The form value's path (`description`, `questions.2.answer`). */
  name: string;
  label: string;
  hint?: ReactNode;
  /** The field's element id; the path when not given. */
  id?: string;
  required?: boolean;
  /** Arabic text: the editor's text box is right to left (the toolbar stays as it is). */
  dir?: 'rtl' | 'ltr';
  lang?: string;
}

/** A rich-text field of a react-hook-form form: the editor under its label, with its hint and its error. */
export function RichTextField({ name, label, hint, id = name, required, dir, lang }: RichTextFieldProps) {
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
              dir={dir}
              lang={lang}
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
