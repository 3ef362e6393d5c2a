'use client';

import { useRef, useState } from 'react';
import type { SiteListField } from '@/lib/site-lists/site-list-definitions';
import { LazyRichTextEditor } from '../admin/editor/lazy-rich-text-editor';
import { Field } from '../admin/forms/field';
import { Icon } from '../admin/icons';
import { capitalised, RowHeader, rowNameOf } from '../admin/forms/row-header';
import { FieldError, useFieldMessage } from '../staff/action-form';

type Item = Record<string, string>;
interface Row {
  /** Stable across moves, so each row keeps its inputs (and its editor) as it moves. */
  key: number;
  values: Item;
}

interface SiteListRowsProps {
  formId: string;
  fields: readonly SiteListField[];
  /** What one row is called ("job"), in the row's heading and the buttons' names. */
  noun: string;
  initialItems: Item[];
  min: number;
  max: number;
  /** One record (the company's facts): its fields alone, without row headings or row buttons. */
  single?: boolean;
}

function RowField({ formId, field, row, value, onChange }: { formId: string; field: SiteListField; row: { index: number; name: string }; value: string; onChange: (value: string) => void }) {
  const name = `items.${row.index}.${field.name}`;
  const id = `${formId}-${name}`;
  const error = useFieldMessage(name);
  // Each field names its row, so a screen reader (and the error list) says which one it is.
  const label = row.name ? `${field.label} (${row.name})` : field.label;
  if (field.input === 'html') {
    return (
      <Field id={id} label={label} required={!field.optional} hint={field.hint} error={error} labelAs="span">
        {({ describedBy }) => (
          <>
            <input type="hidden" name={name} value={value} />
            <LazyRichTextEditor label={label} labelledBy={`${id}-label`} describedBy={describedBy} invalid={Boolean(error)} initialHtml={value} onChange={onChange} />
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
    'aria-required': field.optional ? undefined : true,
    className: 'admin-input',
  } as const;
  return (
    <Field id={id} label={label} required={!field.optional} hint={field.hint} error={error}>
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
export function SiteListRows({ formId, fields, noun, initialItems, min, max, single = false }: SiteListRowsProps) {
  const nextKey = useRef(initialItems.length);
  const [rows, setRows] = useState<Row[]>(() => initialItems.map((values, key) => ({ key, values })));
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
    setRows((current) => [...current, { key, values: Object.fromEntries(fields.map((field) => [field.name, ''])) }]);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-row="${rows.length}"] input:not([type=hidden]), [data-row="${rows.length}"] textarea`)?.focus());
  };

  if (single) {
    const row = rows[0] ?? { key: 0, values: {} };
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldError name="items" />
        {fields.map((field) => (
          <div key={field.name} className={field.input === 'line' ? '' : 'sm:col-span-2'}>
            <RowField formId={formId} field={field} row={{ index: 0, name: '' }} value={row.values[field.name] ?? ''} onChange={(value) => update(row.key, field.name, value)} />
          </div>
        ))}
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
                <div className="grid gap-4 sm:grid-cols-2">
                  {fields.map((field) => (
                    <div key={field.name} className={field.input === 'line' ? '' : 'sm:col-span-2'}>
                      <RowField formId={formId} field={field} row={{ index, name: rowName }} value={row.values[field.name] ?? ''} onChange={(value) => update(row.key, field.name, value)} />
                    </div>
                  ))}
                </div>
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
