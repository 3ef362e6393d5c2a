'use client';

import { useRef } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { Icon } from '../icons';
import { RowHeader } from '../forms/row-header';
import { Field } from '../forms/field';

/** One input of a row: a line of text, a paragraph, or a choice from a list. */
export interface RowColumn {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select';
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
 * Rows of a list that staff add to, remove from and fill in (document steps, paragraphs, partner
 * logos), each input labelled with its row's number and showing the server's message for it.
 */
export function FieldRows({ name, title, description, noun, columns, empty }: FieldRowsProps) {
  const { control, register, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const addButton = useRef<HTMLButtonElement>(null);
  const capitalised = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;

  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{title}</legend>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 aria-hidden="true" className="font-display text-base font-bold text-navy-900">
            {title}
          </h3>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <button ref={addButton} type="button" className="btn-outline min-h-10 px-4" onClick={() => append(empty, { shouldFocus: true })}>
          <Icon name="plus" className="size-4" />
          Add {noun}
        </button>
      </div>
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-navy-900/15 px-4 py-5 text-center text-sm text-muted">No {noun}s yet.</p>
      ) : (
        <ol className="space-y-4">
          {fields.map((row, index) => {
            const number = index + 1;
            return (
              <li key={row.id} className="rounded-xl border border-navy-900/10 bg-mist-50/70 p-4">
                <RowHeader
                  rowName={`${capitalised} ${number}`}
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
                    const label = columns.length === 1 ? `${capitalised} ${number}` : `${capitalised} ${number} ${column.label.toLowerCase()}`;
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
