import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { type AuthorChoices, authorChoices } from '@/lib/staff/author-choices';
import { toDubaiLocal } from '@/lib/leads/office-hours';
import { dubaiTime } from '@/lib/dubai-time';
import { appDeps } from '@/lib/content/service-deps';
import { draftFields } from '@/lib/publishing/draft-service';
import { type EditableRecord, serviceOf } from '@/lib/publishing/editable-services';
import type { Draft } from '@/lib/publishing/draft-repository';
import { blogDefinition, blogFieldsSchema, visaDefinition, visaFieldsSchema } from '@/lib/content/content-definition';
import { recordTranslation } from '@/lib/admin/translation-state';
import type { TranslatedFrom } from '@/lib/i18n/translatable';
import { pickFields } from '@/lib/validation/content-shape';
import { countryPageDefinition, countryPageFieldsOf } from '@/lib/country-pages/country-page-definition';
import { TranslationSummary } from '../admin/translation-summary';
import { BackLink } from '../admin/back-link';
import { editableKinds } from '../content/content-kinds';
import { CountryPageForm } from '../country-pages/country-page-form';
import { ErrorNotice } from '../admin/error-notice';
import { BlogForm } from '../content/blog-form';
import type { ContentTarget } from '../content/content-target';
import { VisaForm } from '../content/visa-form';
import { PageHeader } from '../admin/page-header';
import { DraftControls } from './draft-controls';

async function load(id: string): Promise<{ draft: Draft; published: EditableRecord | null } | null | 'failed'> {
  try {
    const deps = await appDeps();
    const draft = await deps.store.drafts.get(id);
    if (!draft) return null;
    const published = draft.recordId ? await serviceOf(draft.kind).find(deps, draft.recordId) : null;
    return { draft, published };
  } catch (error) {
    console.error(`[admin] loading draft "${id}" failed`, error);
    return 'failed';
  }
}

/** The kind's own form, filled with the draft; saving writes to the draft. */
function DraftForm({ draft, published, authors }: { draft: Draft; published: EditableRecord | null; authors: AuthorChoices }) {
  const fields = draftFields(draft);
  const target: ContentTarget = { type: 'draft', id: draft._id };
  if (draft.kind === 'country') {
    // A country page's draft keeps its editable fields only: its address is the published page's.
    return <CountryPageForm record={{ slug: published?.slug ?? '', version: draft.version, values: countryPageFieldsOf(fields) }} target={target} />;
  }
  // The draft's fingerprints: stamped when it was saved, and kept as they are when it is published.
  const record = { slug: String(fields.slug), version: draft.version, imageURL: String(fields.imageURL), translatedFrom: fields.translatedFrom as TranslatedFrom | undefined };
  return draft.kind === 'visa' ? (
    <VisaForm authors={authors} record={{ ...record, values: pickFields(visaFieldsSchema, fields) }} target={target} />
  ) : (
    <BlogForm authors={authors} record={{ ...record, values: pickFields(blogFieldsSchema, fields) }} target={target} />
  );
}

/** /admin/drafts/{id}: a draft's form, its state, its preview, its schedule. */
export async function DraftEditor({ id }: { id: string }) {
  const { admin } = await requireAdmin({ capability: 'content' });
  const loaded = await load(id);
  if (loaded === null || loaded === 'failed') {
    return (
      <>
        <BackLink href="/admin/manage-visas" label="All visas" />
        <PageHeader title="Edit draft" />
        <ErrorNotice title={loaded === null ? 'This draft no longer exists' : 'Failed to fetch the draft'}>
          {loaded === null ? 'It was published or discarded. The lists of visas, blog posts and country pages show what is on the website.' : 'The database did not answer. Reload the page in a moment.'}
        </ErrorNotice>
      </>
    );
  }
  const { draft, published } = loaded;
  const words = editableKinds[draft.kind];
  const fields = draftFields(draft);
  const authors = await authorChoices((await appDeps()).store, admin);
  return (
    <>
      <BackLink href={words.listHref} label={words.backLabel} />
      {/* Its Preview sits in the form's publish panel, beside Save as draft and Publish. */}
      <PageHeader title={`Draft ${words.noun}`} description={fields.title} />
      <TranslationSummary translation={recordTranslation(fields, { visa: visaDefinition, blog: blogDefinition, country: countryPageDefinition }[draft.kind].shape)} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="order-2 xl:order-1">
          <DraftForm draft={draft} published={published} authors={authors} />
        </div>
        <aside className="order-1 space-y-4 xl:order-2" aria-label="About this draft">
          {draft.scheduleError && (
            <p role="alert" className="rounded-xl border border-coral-500/40 bg-coral-500/5 px-4 py-3 text-sm font-medium text-coral-700">
              {draft.scheduleError}
            </p>
          )}
          <section className="card space-y-2 p-5 text-sm">
            <h2 className="font-display text-base font-bold text-navy-900">Not on the website</h2>
            <p>
              {published ? (
                <>
                  Changes to the published {words.noun} at{' '}
                  <Link href={words.publicPath(published.slug)} className="font-medium text-navy-700 underline underline-offset-4">
                    {words.publicPath(published.slug)}
                  </Link>
                  , which shows the published version until this draft is published.
                </>
              ) : (
                `A new ${words.noun}: nobody sees it until it is published.`
              )}
            </p>
            <p className="text-muted">
              Saved by {draft.savedBy.name} on {dubaiTime(draft.savedAt)}.
            </p>
            <p className="font-medium text-navy-900">{draft.publishAt ? `Scheduled for ${dubaiTime(draft.publishAt)} (Dubai time), by ${draft.scheduledBy?.name ?? draft.savedBy.name}.` : 'Not scheduled.'}</p>
            {published && (
              <Link href={words.historyHref(published.slug)} className="inline-block font-medium text-navy-700 underline underline-offset-4">
                Published versions
              </Link>
            )}
          </section>
          <section className="card p-5">
            <DraftControls id={draft._id} publishAt={draft.publishAt ? toDubaiLocal(new Date(draft.publishAt)) : null} minimum={toDubaiLocal(new Date())} />
          </section>
        </aside>
      </div>
    </>
  );
}
