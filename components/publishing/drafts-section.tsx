import Link from 'next/link';
import { draftHref } from '@/lib/publishing/draft-paths';
import { dubaiTime } from '@/lib/dubai-time';
import { draftFields } from '@/lib/publishing/draft-service';
import type { Draft } from '@/lib/publishing/draft-repository';
import type { EditableWords } from '../content/content-kinds';

/** The drafts of one kind above its list: new records not yet published, and changes waiting. */
export function DraftsSection({ drafts, words }: { drafts: Draft[]; words: EditableWords }) {
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="drafts-heading" className="card mb-6 p-5">
      <h2 id="drafts-heading" className="font-display text-lg font-bold text-navy-900">
        Drafts ({drafts.length})
      </h2>
      <p className="mt-1 text-sm text-muted">Not on the website until someone publishes them, or their scheduled time comes.</p>
      <ul className="mt-4 divide-y divide-navy-900/10">
        {drafts.map((draft) => (
          <li key={draft._id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <Link href={draftHref(draft._id)} className="font-semibold text-navy-900 underline-offset-4 hover:underline">
                {draftFields(draft).title}
              </Link>
              <p className="text-sm text-muted">
                {draft.recordId ? `Changes to a published ${words.noun}` : `New ${words.noun}`} · saved by {draft.savedBy.name} on {dubaiTime(draft.savedAt)}
              </p>
            </div>
            <p className={`shrink-0 text-sm font-medium ${draft.scheduleError ? 'text-coral-700' : 'text-navy-700'}`}>
              {draft.scheduleError ? 'Scheduled publishing failed' : draft.publishAt ? `Scheduled for ${dubaiTime(draft.publishAt)}` : 'Not scheduled'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
