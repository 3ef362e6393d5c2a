'use client';

import { useRef } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { Field } from './field';
import { RichTextField } from './rich-text-field';
import { RowHeader, rowNameOf } from './row-header';
import { NoRows, RowsHeading } from './rows-heading';

/** One input of a row: a line of text, a paragraph, rich text, or a choice from a list. */
export interface RowColumn {
  name: string;
  /** Added to the row's name in the input's label ("FAQ 2 answer"); without one the label is the row's name ("Paragraph 2"). */
  label?: string;
  kind?: 'text' | 'textarea' | 'rich' | 'select';
  options?: readonly { value: string; label: string }[];
}

interface FieldRowsProps {
  /** The list's path in the form ("documentSteps"). */
  name: string;
  title: string;
  description: string;
  /** "step", "paragraph", in labels and buttons. */
  noun: string;
  columns: readonly RowColumn[];
  /** What a new row starts as. */
  empty: Record<string, string>;
}

/**
 * Rows of a list that staff add to, remove from and fill in (FAQs, document steps, paragraphs,
 * partner logos), each input labelled with its row's number and showing the server's message for it.
 */
export function FieldRows({ name, title, description, noun, columns, empty }: FieldRowsProps) {
  const { control, register, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <fieldset className="space-y-4">
      <RowsHeading title={title} description={description} noun={noun} addButton={addButton} onAdd={() => append(empty, { shouldFocus: true })} />
      {fields.length === 0 ? (
        <NoRows noun={noun} />
      ) : (
        <ol className="space-y-4">
          {fields.map((row, index) => {
            const number = index + 1;
            const rowName = rowNameOf(noun, number);
            return (
              <li key={row.id} className="rounded-xl border border-navy-900/10 bg-mist-50/70 p-4">
                <RowHeader
                  rowName={rowName}
                  noun={noun}
                  number={number}
                  onRemove={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                />
                <div className="space-y-4">
                  {columns.map((column) => {
                    const path = `${name}.${index}.${column.name}`;
                    const id = `${name}-${index}-${column.name}`;
                    const error = (get(formState.errors, path) as { message?: string } | undefined)?.message;
                    const label = column.label ? `${rowName} ${column.label.toLowerCase()}` : rowName;
                    if (column.kind === 'rich') return <RichTextField key={column.name} id={id} name={path} label={label} required />;
                    return (
                      <Field key={column.name} id={id} label={label} required error={error}>
                        {({ inputId, describedBy }) => {
                          const common = {
                            id: inputId,
                            'aria-invalid': error ? true : undefined,
                            'aria-describedby': describedBy,
                            'aria-required': true,
                            className: 'admin-input',
                            // In the server-rendered HTML too, so the form shows its values before it hydrates.
                            defaultValue: (row as Record<string, unknown>)[column.name] as string | undefined,
                            ...register(path),
                          };
                          if (column.kind === 'textarea') return <textarea rows={3} {...common} />;
                          if (column.kind === 'select') {
                            return (
                              <select {...common}>
                                {column.options?.map((option) => (
                                  <option key={option.value} value={option.value}>
                                    {option.label}
                                  </option>
                                ))}
                              </select>
                            );
                          }
                          return <input type="text" {...common} />;
                        }}
                      </Field>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
