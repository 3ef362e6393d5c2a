'use client';

import { type ReactNode, useRef, useState } from 'react';
import { liveFieldTranslation } from '@/lib/admin/translation-state';
import { arabicName, type TranslatedFrom } from '@/lib/i18n/translatable';
import type { SiteListField } from '@/lib/site-lists/site-list-definitions';
import { LazyRichTextEditor } from '../admin/editor/lazy-rich-text-editor';
import { ARABIC_INPUT, arabicHint, BilingualPair } from '../admin/forms/bilingual-layout';
import { Field } from '../admin/forms/field';
import { Icon } from '../admin/icons';
import { capitalised, RowHeader, rowNameOf } from '../admin/forms/row-header';
import { FieldError, useFieldMessage } from '../staff/action-form';

type Item = Record<string, string>;
/** A row as the list holds it: its texts, and the fingerprints of its Arabic (`translatedFrom`). */
export type ListItem = Record<string, unknown>;
interface Row {
  /** Stable across moves, so each row keeps its inputs (and its editor) as it moves. */
  key: number;
  values: Item;
  /** The row as the form opened with it, to tell Arabic changed from Arabic left as it was; null for a new row. */
  opened: { values: Item; stamps: ReadonlyMap<string, string> } | null;
}

const textsOf = (item: ListItem): Item => Object.fromEntries(Object.entries(item).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
const stampsOf = (item: ListItem) => new Map(((item.translatedFrom as TranslatedFrom | undefined) ?? []).map((entry) => [entry.field, entry.hash]));

interface SiteListRowsProps {
  formId: string;
  fields: readonly SiteListField[];
  /** What one row is called ("job"), in the row's heading and the buttons' names. */
  noun: string;
  initialItems: ListItem[];
  /** The fields that have an Arabic (`{name}Ar`), shown beside their English. */
  arabicFields: readonly string[];
  min: number;
  max: number;
  /** One record (the company's facts): its fields alone, without row headings or row buttons. */
  single?: boolean;
}

interface RowFieldProps {
  formId: string;
  field: SiteListField;
  row: { index: number; name: string };
  value: string;
  onChange: (value: string) => void;
  /** The field's Arabic: named `{field}Ar`, right to left, never required, with its own hint. */
  arabic?: { hint: ReactNode };
}

function RowField({ formId, field, row, value, onChange, arabic }: RowFieldProps) {
  const name = `items.${row.index}.${arabic ? arabicName(field.name) : field.name}`;
  const id = `${formId}-${name}`;
  const error = useFieldMessage(name);
  // Each field names its row, so a screen reader (and the error list) says which one it is.
  const language = arabic ? 'Arabic' : '';
  const label = row.name ? `${field.label} (${[language, row.name].filter(Boolean).join(', ')})` : arabic ? `${field.label} (Arabic)` : field.label;
  const required = !arabic && !field.optional;
  const hint = arabic ? arabic.hint : field.hint;
  const direction = arabic ? ARABIC_INPUT : {};
  if (field.input === 'html') {
    return (
      <Field id={id} label={label} required={required} hint={hint} error={error} labelAs="span">
        {({ describedBy }) => (
          <>
            <input type="hidden" name={name} value={value} />
            <LazyRichTextEditor label={label} labelledBy={`${id}-label`} describedBy={describedBy} invalid={Boolean(error)} initialHtml={value} onChange={onChange} {...direction} />
          </>
        )}
      </Field>
    );
  }
  const common = {
    id,
    name,
    value,
    maxLength: field.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    className: 'admin-input',
    ...direction,
  } as const;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {({ describedBy }) =>
        field.input === 'text' ? (
          <textarea {...common} rows={4} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...common} type="text" aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}

/**
 * The rows of a list in the editor: each field labelled with its row, buttons to move a row up or
 * down, to remove it and to add one, all reachable by keyboard and named for screen readers. The
 * inputs are named `items.{row}.{field}`, the names the server's messages come back under.
 */
export function SiteListRows({ formId, fields, noun, initialItems, arabicFields, min, max, single = false }: SiteListRowsProps) {
  const nextKey = useRef(initialItems.length);
  const [rows, setRows] = useState<Row[]>(() =>
    initialItems.map((item, key) => {
      const values = textsOf(item);
      return { key, values, opened: { values, stamps: stampsOf(item) } };
    }),
  );
  const addButton = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const Noun = capitalised(noun);

  const update = (key: number, field: string, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, values: { ...row.values, [field]: value } } : row)));
  const move = (index: number, by: -1 | 1, button: string) => {
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
    // Keep the focus on the same button of the moved row, so it can be moved on by keyboard.
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>(`[data-row="${index + by}"] [data-button="${button}"]`)[0]?.focus());
  };
  const remove = (index: number) => {
    setRows((current) => current.filter((_, position) => position !== index));
    addButton.current?.focus();
  };
  const add = () => {
    const key = nextKey.current++;
    const empty = fields.flatMap((field) => (arabicFields.includes(field.name) ? [field.name, arabicName(field.name)] : [field.name]));
    setRows((current) => [...current, { key, values: Object.fromEntries(empty.map((name) => [name, ''])), opened: null }]);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-row="${rows.length}"] input:not([type=hidden]), [data-row="${rows.length}"] textarea`)?.focus());
  };

  /**
   * A row's fields: one without Arabic in one column (a line) or both; one with Arabic as a pair
   * across both, its English and its Arabic side by side, with the note when the English moved on.
   */
  const rowFields = (row: Row, index: number, rowName: string) =>
    fields.map((field) => {
      const english = <RowField formId={formId} field={field} row={{ index, name: rowName }} value={row.values[field.name] ?? ''} onChange={(value) => update(row.key, field.name, value)} />;
      if (!arabicFields.includes(field.name)) {
        // Beside rows with Arabic, a field without keeps to the English column, so each column reads as one language.
        if (arabicFields.length > 0) {
          return (
            <div key={field.name} className="sm:col-span-2">
              <BilingualPair english={english} />
            </div>
          );
        }
        return (
          <div key={field.name} className={field.input === 'line' ? '' : 'sm:col-span-2'}>
            {english}
          </div>
        );
      }
      const arabic = arabicName(field.name);
      const state = liveFieldTranslation(
        { english: row.values[field.name], arabic: row.values[arabic] },
        row.opened && { arabic: row.opened.values[arabic], stamp: row.opened.stamps.get(field.name) },
      );
      return (
        <div key={field.name} className="sm:col-span-2">
          <BilingualPair
            english={english}
            arabic={
              <RowField
                formId={formId}
                field={field}
                row={{ index, name: rowName }}
                value={row.values[arabic] ?? ''}
                onChange={(value) => update(row.key, arabic, value)}
                arabic={{ hint: arabicHint(state) }}
              />
            }
          />
        </div>
      );
    });

  if (single) {
    const row = rows[0] ?? { key: 0, values: {}, opened: null };
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldError name="items" />
        {rowFields(row, 0, '')}
      </div>
    );
  }

  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{`${Noun}s`}</legend>
      <FieldError name="items" />
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-navy-900/15 px-4 py-5 text-center text-sm text-muted">No {noun}s: the page shows none.</p>
      ) : (
        <ol ref={listRef} className="space-y-4">
          {rows.map((row, index) => {
            const rowName = rowNameOf(noun, index + 1);
            return (
              <li key={row.key} data-row={index} className="rounded-xl border border-navy-900/10 bg-mist-50/70 p-4">
                <RowHeader rowName={rowName} noun={noun} number={index + 1} onRemove={() => remove(index)} removeDisabled={rows.length <= min}>
                  <button type="button" data-button="up" disabled={index === 0} onClick={() => move(index, -1, 'up')} className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-navy-700 hover:bg-navy-900/5 disabled:opacity-40">
                    <Icon name="arrowUp" className="size-4" />
                    Up<span className="sr-only"> (move {noun} {index + 1} up)</span>
                  </button>
                  <button type="button" data-button="down" disabled={index === rows.length - 1} onClick={() => move(index, 1, 'down')} className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-navy-700 hover:bg-navy-900/5 disabled:opacity-40">
                    <Icon name="arrowDown" className="size-4" />
                    Down<span className="sr-only"> (move {noun} {index + 1} down)</span>
                  </button>
                </RowHeader>
                <div className="grid gap-4 sm:grid-cols-2">{rowFields(row, index, rowName)}</div>
              </li>
            );
          })}
        </ol>
      )}
      <button ref={addButton} type="button" onClick={add} disabled={rows.length >= max} className="btn-outline min-h-10 px-4 disabled:opacity-40">
        <Icon name="plus" className="size-4" />
        Add {noun}
      </button>
    </fieldset>
  );
}
