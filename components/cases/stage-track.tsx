import { CASE_STAGES, type CaseStage, STAGE_LABELS } from '@/lib/cases/constants';

/** The stages in order, done ones ticked and the current one marked: the same for staff and applicant. */
export function StageTrack({ stage }: { stage: CaseStage }) {
  const current = CASE_STAGES.indexOf(stage);
  return (
    <ol className="grid gap-2 sm:grid-cols-7 sm:gap-1" aria-label="Stages">
      {CASE_STAGES.map((value, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <li
            key={value}
            aria-current={here ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-xl px-3 py-2 text-sm sm:flex-col sm:items-start sm:gap-1 sm:px-2 sm:text-xs ${
              here ? 'bg-navy-900 font-semibold text-white' : done ? 'bg-mist-100 text-navy-900' : 'bg-white text-muted ring-1 ring-navy-900/10 ring-inset'
            }`}
          >
            <span aria-hidden="true" className={`flex size-5 shrink-0 items-center justify-center rounded-full text-[0.7rem] font-bold ${here ? 'bg-gold-400 text-navy-900' : done ? 'bg-green-600 text-white' : 'bg-mist-100 text-muted'}`}>
              {done ? '✓' : index + 1}
            </span>
            <span>
              {STAGE_LABELS[value]}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
