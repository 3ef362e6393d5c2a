import type { FieldDiff } from '@/lib/publishing/revision-diff';

/** The changed fields of two versions, removed words struck through and added ones marked. */
export function RevisionDiffView({ diff }: { diff: FieldDiff[] }) {
  if (diff.length === 0) return <p className="text-sm text-muted">These two versions are the same.</p>;
  return (
    <dl className="space-y-5">
      {diff.map((field) => (
        <div key={field.field}>
          <dt className="text-sm font-semibold text-navy-900">{field.label}</dt>
          <dd className="mt-1 rounded-xl bg-mist-50 p-3 text-sm leading-relaxed whitespace-pre-wrap text-ink">
            {field.parts.map((part, index) =>
              part.change === 'removed' ? (
                <del key={index} className="rounded-sm bg-coral-500/15 px-0.5 text-coral-700 decoration-coral-700">
                  {part.text}
                </del>
              ) : part.change === 'added' ? (
                <ins key={index} className="rounded-sm bg-green-600/20 px-0.5 text-navy-950 decoration-green-600">
                  {part.text}
                </ins>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
