import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BlogPost } from '@/components/blog/blog-post';
import { StoredVisaPage } from '@/components/visa/stored-visa-page';
import { draftHref } from '@/lib/admin/draft-paths';
import { requireAdmin } from '@/lib/auth/require-admin';
import { getCompany } from '@/lib/company';
import { appDeps } from '@/lib/services/deps';
import { draftFields } from '@/lib/services/draft-service';
import type { Blog, Visa } from '@/lib/store/types';
import { dubaiTime } from '@/lib/dubai-time';
import { pageChatText, whatsappChatHref } from '@/lib/whatsapp';

/**
 * A draft rendered by the public page's own component, under a bar that says it is a preview.
 * The session is checked here, on the server, before the draft is read.
 */
export async function DraftPreview({ id }: { id: string }) {
  await requireAdmin({ capability: 'content' });
  const deps = await appDeps();
  const draft = await deps.store.drafts.get(id);
  if (!draft) notFound();
  const fields = draftFields(draft);
  const dates = { _id: draft.recordId ?? draft._id, createdAt: draft.savedAt, updatedAt: draft.savedAt, version: draft.version };
  const facts = draft.kind === 'visa' ? await deps.store.visaFacts.get(fields.slug) : null;
  const company = getCompany();
  return (
    <>
      <div role="note" className="sticky top-0 z-40 border-b border-gold-500/40 bg-sand-100 text-navy-950">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
          <p>
            <strong>Preview of a draft.</strong> Not on the website: saved by {draft.savedBy.name} on {dubaiTime(draft.savedAt)}
            {draft.publishAt ? `, scheduled for ${dubaiTime(draft.publishAt)} (Dubai time)` : ''}.
          </p>
          <Link href={draftHref(draft._id)} className="font-semibold underline underline-offset-4">
            Back to the draft
          </Link>
        </div>
      </div>
      {draft.kind === 'visa' ? (
        <StoredVisaPage
          visa={{ ...(fields as unknown as Visa), ...dates }}
          facts={facts}
          whatsappHref={whatsappChatHref(company.whatsapp, pageChatText(company.name, fields.title))}
        />
      ) : (
        <BlogPost blog={{ ...(fields as unknown as Blog), ...dates }} />
      )}
    </>
  );
}
