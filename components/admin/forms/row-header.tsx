import type { ReactNode } from 'react';
import { Icon } from '../icons';

export const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** What a row is called, on its header and in its fields' labels: "FAQ 2", "Document step 3". */
export const rowNameOf = (noun: string, number: number) => `${capitalised(noun)} ${number}`;

/**
 * The top of one row of a repeating field (FAQs, document steps, a site list's items): its name
 * ("FAQ 2"), any buttons of its own (move up and down), and Remove, named for screen readers.
 */
export function RowHeader({ rowName, noun, number, onRemove, removeDisabled, children }: { rowName: string; noun: string; number: number; onRemove: () => void; removeDisabled?: boolean; children?: ReactNode }) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm font-semibold text-navy-900">{rowName}</p>
      <div className="flex flex-wrap gap-1">
        {children}
        <button type="button" disabled={removeDisabled} onClick={onRemove} className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-coral-700 hover:bg-coral-500/10 disabled:opacity-40">
          <Icon name="trash" className="size-4" />
          Remove<span className="sr-only"> {noun} {number}</span>
        </button>
      </div>
    </div>
  );
}
