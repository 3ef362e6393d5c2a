import type { RefObject } from 'react';
import { Icon } from '../icons';

interface RowsHeadingProps {
  title: string;
  description: string;
  /** "question", "partner", …, in the button. */
  noun: string;
  onAdd: () => void;
  /** Where the focus goes back to when a row is removed. */
  addButton: RefObject<HTMLButtonElement | null>;
}

/** The top of a fieldset of rows: its name for assistive technology, its heading and description, and "Add …". */
export function RowsHeading({ title, description, noun, onAdd, addButton }: RowsHeadingProps) {
  return (
    <>
      <legend className="sr-only">{title}</legend>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 aria-hidden="true" className="font-display text-base font-bold text-navy-900">
            {title}
          </h3>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <button ref={addButton} type="button" className="btn-outline min-h-10 px-4" onClick={onAdd}>
          <Icon name="plus" className="size-4" />
          Add {noun}
        </button>
      </div>
    </>
  );
}

/** What a fieldset of rows shows while it has none. */
export function NoRows({ noun }: { noun: string }) {
  return <p className="rounded-xl border border-dashed border-navy-900/15 px-4 py-5 text-center text-sm text-muted">No {noun}s yet.</p>;
}
