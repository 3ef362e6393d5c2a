import Link from 'next/link';
import { draftHref } from '@/lib/publishing/draft-paths';
import { dubaiTime } from '@/lib/dubai-time';
import type { Draft } from '@/lib/publishing/draft-repository';

/** Above a published record's edit form: it has a draft, and what saving this form does to it. */
export function RecordDraftNote({ draft, noun }: { draft: Draft; noun: string }) {
  return (
    <div role="note" className="mb-6 rounded-xl border border-gold-500/50 bg-sand-100 px-4 py-3 text-sm text-navy-950">
      This {noun} has a draft saved by {draft.savedBy.name} on {dubaiTime(draft.savedAt)}
      {draft.publishAt ? `, scheduled for ${dubaiTime(draft.publishAt)}` : ''}.{' '}
      <Link href={draftHref(draft._id)} className="font-semibold underline underline-offset-4">
        Open the draft
      </Link>
      . This form edits the published version; saving it as a draft replaces that draft.
    </div>
  );
}
