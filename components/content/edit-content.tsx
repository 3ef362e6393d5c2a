import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { authorChoices } from '@/lib/staff/author-choices';
import { blogService } from '@/lib/content/blog-service';
import { appDeps } from '@/lib/content/service-deps';
import { visaService } from '@/lib/content/visa-service';
import type { Blog, Visa } from '@/lib/content/content-repository';
import type { Draft } from '@/lib/publishing/draft-repository';
import { blogDefinition, blogFieldsSchema, visaDefinition, visaFieldsSchema } from '@/lib/content/content-definition';
import { recordTranslation } from '@/lib/admin/translation-state';
import { TranslationSummary } from '../admin/translation-summary';
import { pickFields } from '@/lib/validation/content-shape';
import { BackLink } from '../admin/back-link';
import { contentKinds } from './content-kinds';
import { RecordDraftNote } from '../publishing/record-draft-note';
import { ErrorNotice } from '../admin/error-notice';
import { BlogForm } from './blog-form';
import { VisaForm } from './visa-form';
import { PageHeader } from '../admin/page-header';
import { VisaFormFacts } from '../visa-facts/visa-form-facts';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';

async function load(kind: keyof typeof contentKinds, slug: string): Promise<{ record: Visa | Blog; draft: Draft | null; facts: VisaFacts | null } | null | 'failed'> {
  try {
    const deps = await appDeps();
    const record = kind === 'visa' ? await visaService.find(deps, slug) : await blogService.find(deps, slug);
    if (!record) return null;
    const [draft, facts] = await Promise.all([deps.store.drafts.findFor(kind, record._id), kind === 'visa' ? deps.store.visaFacts.get(record.slug) : null]);
    return { record, draft, facts };
  } catch (error) {
    console.error(`[admin] loading ${kind} "${slug}" failed`, error);
    return 'failed';
  }
}

/** /admin/manage-visas/{slug}/edit and /admin/manage-blogs/{slug}/edit: the record, loaded fresh by its slug. */
export async function EditContent({ kind, params }: { kind: keyof typeof contentKinds; params: Promise<{ slug: string }> }) {
  const { admin } = await requireAdmin({ capability: 'content' });
  const words = contentKinds[kind];
  const { slug } = await params;
  const loaded = await load(kind, slug);
  const back = <BackLink href={words.listHref} label={words.backLabel} />;

  if (loaded === 'failed' || loaded === null) {
    return (
      <>
        {back}
        <PageHeader title={`Edit ${words.noun}`} />
        <ErrorNotice title={words.fetchFailed}>
          {loaded === null ? `There is no ${words.noun} with the address “${slug}”. It may have been deleted or renamed.` : 'The database did not answer. Reload the page in a moment.'}
        </ErrorNotice>
      </>
    );
  }

  const { record, draft, facts } = loaded;
  const authors = await authorChoices((await appDeps()).store, admin);
  return (
    <>
      {back}
      <PageHeader
        title={`Edit ${words.noun}`}
        description={record.title}
        actions={
          <Link href={words.historyHref(record.slug)} className="btn-outline">
            Published versions
          </Link>
        }
      />
      {draft && <RecordDraftNote draft={draft} noun={words.noun} />}
      <TranslationSummary translation={recordTranslation(record, kind === 'visa' ? visaDefinition.shape : blogDefinition.shape)} />
      {kind === 'visa' && (
        <div className="mb-6">
          <VisaFormFacts slug={record.slug} facts={facts} />
        </div>
      )}
      {kind === 'visa' ? (
        <VisaForm
          authors={authors}
          record={{ slug: record.slug, version: record.version, imageURL: record.imageURL, values: pickFields(visaFieldsSchema, record), translatedFrom: record.translatedFrom }}
        />
      ) : (
        <BlogForm
          authors={authors}
          record={{ slug: record.slug, version: record.version, imageURL: record.imageURL, values: pickFields(blogFieldsSchema, record), translatedFrom: record.translatedFrom }}
        />
      )}
    </>
  );
}
