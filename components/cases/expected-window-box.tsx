import { DECISION_LABELS } from '@/lib/cases/constants';
import type { ExpectedWindow } from '@/lib/cases/expected-window';

/** The expected decision window and what it rests on (own cases or the published facts). */
export function ExpectedWindowBox({ window }: { window: ExpectedWindow }) {
  return (
    <section aria-labelledby="expected-heading" className="rounded-2xl bg-sand-100 p-4 sm:p-5">
      <h2 id="expected-heading" className="text-xs font-semibold tracking-wide text-gold-700 uppercase">
        {window.kind === 'decided' ? 'Decision' : 'Expected decision'}
      </h2>
      {window.kind === 'decided' ? (
        <p className="mt-1 font-display text-lg font-bold text-navy-900">
          {DECISION_LABELS[window.outcome]}: {window.text}
        </p>
      ) : (
        <p className="mt-1 font-display text-lg font-bold text-navy-900">{window.text}</p>
      )}
      {window.kind === 'estimate' ? <p className="mt-1 text-sm text-ink/80">{window.basisText}</p> : null}
    </section>
  );
}
