import { doNotContactLine } from '@/lib/privacy/do-not-contact-text';

export interface DoNotContactMarkView {
  markedAt: string;
  markedBy: { name: string };
  reason: string | null;
}

/** The flag every lead from a marked number carries, and its case: who marked it and when; with the reason where there is room. */
export function DoNotContactFlag({ mark, withReason = false, className = '' }: { mark: DoNotContactMarkView; withReason?: boolean; className?: string }) {
  return (
    <p className={`inline-flex flex-wrap items-center gap-x-1.5 rounded-lg bg-coral-50 px-2.5 py-1 text-sm font-semibold text-coral-800 ring-1 ring-coral-500/40 ring-inset ${className}`}>
      <span>{doNotContactLine(mark)}</span>
      {withReason && mark.reason ? <span className="font-normal text-ink">({mark.reason})</span> : null}
    </p>
  );
}
