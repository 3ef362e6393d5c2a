'use client';

import { useEffect, useRef } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { GroupTranslationNote } from './bilingual';
import { ARABIC_INPUT, arabicLabel, BilingualPair } from './bilingual-layout';
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
  /**
   * The path of the same list in Arabic ("documentStepsAr"), when it has one: each row then shows
   * its Arabic beside its English, and adding or removing a row does so in both lists, so row 2
   * of one stays row 2 of the other.
   */
  arabic?: string;
  title: string;
  description: string;
  /** "step", "paragraph", in labels and buttons. */
  noun: string;
  columns: readonly RowColumn[];
  /** What a new row starts as. */
  empty: Record<string, string>;
}

/** One input of a row, labelled with its row and showing the server's message for it. */
function RowInput({ path, id, label, column, defaultValue, required, arabic }: { path: string; id: string; label: string; column: RowColumn; defaultValue: unknown; required: boolean; arabic: boolean }) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const direction = arabic ? ARABIC_INPUT : {};
  if (column.kind === 'rich') return <RichTextField id={id} name={path} label={label} required={required} {...direction} />;
  return (
    <Field id={id} label={label} required={required} error={error}>
      {({ inputId, describedBy }) => {
        const common = {
          id: inputId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
          className: 'admin-input',
          // In the server-rendered HTML too, so the form shows its values before it hydrates.
          defaultValue: defaultValue as string | undefined,
          ...direction,
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
}

/**
 * Rows of a list that staff add to, remove from and fill in (FAQs, document steps, paragraphs,
 * partner logos), each input labelled with its row's number and showing the server's message
 * for it; with `arabic`, each row's Arabic paired with its English.
 */
export function FieldRows(props: FieldRowsProps) {
  return props.arabic ? <PairedRows {...props} arabic={props.arabic} /> : <EnglishRows {...props} />;
}

function EnglishRows({ name, title, description, noun, columns, empty }: FieldRowsProps) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <fieldset className="space-y-4">
      <RowsHeading title={title} description={description} noun={noun} addButton={addButton} onAdd={() => append({ ...empty }, { shouldFocus: true })} />
      {fields.length === 0 ? (
        <NoRows noun={noun} />
      ) : (
        <ol className="space-y-4">
          {fields.map((row, index) => {
            const rowName = rowNameOf(noun, index + 1);
            return (
              <li key={row.id} className="rounded-xl border border-navy-900/10 bg-mist-50/70 p-4">
                <RowHeader
                  rowName={rowName}
                  noun={noun}
                  number={index + 1}
                  onRemove={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                />
                <div className="space-y-4">
                  {columns.map((column) => (
                    <RowInput
                      key={column.name}
                      path={`${name}.${index}.${column.name}`}
                      id={`${name}-${index}-${column.name}`}
                      label={column.label ? `${rowName} ${column.label.toLowerCase()}` : rowName}
                      column={column}
                      defaultValue={(row as Record<string, unknown>)[column.name]}
                      required
                      arabic={false}
                    />
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}

/**
 * The English rows and their Arabic, row by row: adding or removing a row does so in both
 * lists, so row 2 of one stays row 2 of the other. Above them, the note when the English moved
 * on since the Arabic rows were translated (the rows are one translated field).
 */
function PairedRows({ name, arabic, title, description, noun, columns, empty }: FieldRowsProps & { arabic: string }) {
  const { control } = useFormContext();
  const english = useFieldArray({ control, name });
  const translated = useFieldArray({ control, name: arabic });
  const addButton = useRef<HTMLButtonElement>(null);
  const rowCount = Math.max(english.fields.length, translated.fields.length);
  const { append: appendEnglish } = english;
  const { append: appendArabic } = translated;
  const shortBy = english.fields.length - translated.fields.length;

  // The lists open padded to one length (pairRows); a kept browser draft from before may not be.
  useEffect(() => {
    const pad = (count: number) => Array.from({ length: Math.abs(count) }, () => ({ ...empty }));
    if (shortBy > 0) appendArabic(pad(shortBy), { shouldFocus: false });
    else if (shortBy < 0) appendEnglish(pad(shortBy), { shouldFocus: false });
  }, [shortBy, appendArabic, appendEnglish, empty]);

  // The Arabic row first: each append names the field to focus next, and the English row's input is the one to type in.
  const onAdd = () => {
    translated.append({ ...empty }, { shouldFocus: false });
    english.append({ ...empty }, { shouldFocus: true });
  };

  return (
    <fieldset className="space-y-4">
      <RowsHeading title={title} description={description} noun={noun} addButton={addButton} onAdd={onAdd} />
      <GroupTranslationNote field={name} />
      {rowCount === 0 ? (
        <NoRows noun={noun} />
      ) : (
        <ol className="space-y-4">
          {Array.from({ length: rowCount }, (_, index) => {
            const row = english.fields[index] as Record<string, unknown> | undefined;
            const arabicRow = translated.fields[index] as Record<string, unknown> | undefined;
            const number = index + 1;
            const rowName = rowNameOf(noun, number);
            return (
              <li key={String(row?.id ?? `ar-${String(arabicRow?.id)}`)} className="rounded-xl border border-navy-900/10 bg-mist-50/70 p-4">
                <RowHeader
                  rowName={rowName}
                  noun={noun}
                  number={number}
                  onRemove={() => {
                    english.remove(index);
                    translated.remove(index);
                    addButton.current?.focus();
                  }}
                />
                <div className="space-y-4">
                  {columns.map((column) => {
                    const label = column.label ? `${rowName} ${column.label.toLowerCase()}` : rowName;
                    const englishInput = (
                      <RowInput path={`${name}.${index}.${column.name}`} id={`${name}-${index}-${column.name}`} label={label} column={column} defaultValue={row?.[column.name]} required arabic={false} />
                    );
                    // A choice from a list (a partner's logo) has no Arabic.
                    if (column.kind === 'select') return <div key={column.name}>{englishInput}</div>;
                    return (
                      <BilingualPair
                        key={column.name}
                        english={englishInput}
                        arabic={
                          <RowInput
                            path={`${arabic}.${index}.${column.name}`}
                            id={`${arabic}-${index}-${column.name}`}
                            label={arabicLabel(label)}
                            column={column}
                            defaultValue={arabicRow?.[column.name]}
                            required={false}
                            arabic
                          />
                        }
                      />
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

/**
 * Form values with each pair of lists (English and Arabic rows) padded with empty rows to one
 * length, so the form shows them row by row. Empty Arabic rows are taken out again before a save
 * (`withoutEmptyArabicRows`); an empty English row of a visa's FAQs is dropped by the server.
 */
export function pairRows<Values extends object>(values: Values, pairs: ReadonlyArray<readonly [string, string, Record<string, string>]>): Values {
  const padded: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [english, arabic, empty] of pairs) {
    const a = Array.isArray(padded[english]) ? (padded[english] as unknown[]) : [];
    const b = Array.isArray(padded[arabic]) ? (padded[arabic] as unknown[]) : [];
    const length = Math.max(a.length, b.length);
    padded[english] = [...a, ...Array.from({ length: length - a.length }, () => ({ ...empty }))];
    padded[arabic] = [...b, ...Array.from({ length: length - b.length }, () => ({ ...empty }))];
  }
  return padded as Values;
}
