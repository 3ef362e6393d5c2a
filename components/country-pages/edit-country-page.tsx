import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { countryPageService, type EditableCountryPage } from '@/lib/country-pages/country-page-service';
import { appDeps } from '@/lib/content/service-deps';
import type { Draft } from '@/lib/publishing/draft-repository';
import { countryPageDefinition, countryPageFieldsOf } from '@/lib/country-pages/country-page-definition';
import { recordTranslation } from '@/lib/admin/translation-state';
import { TranslationSummary } from '../admin/translation-summary';
import { countryPageKind } from '../content/content-kinds';
import { RecordDraftNote } from '../publishing/record-draft-note';
import { ErrorNotice } from '../admin/error-notice';
import { PageHeader } from '../admin/page-header';
import { CountryPageForm } from './country-page-form';

async function load(slug: string): Promise<{ page: EditableCountryPage; draft: Draft | null } | null | 'failed'> {
  try {
    const deps = await appDeps();
    const page = await countryPageService.find(deps, slug);
    return page && { page, draft: await deps.store.drafts.findFor('country', page._id) };
  } catch (error) {
    console.error(`[admin] loading the country page "${slug}" failed`, error);
    return 'failed';
  }
}

/** /admin/country-pages/{slug}: the page, loaded fresh, in its form (or why it cannot be edited). */
export async function EditCountryPage({ slug }: { slug: string }) {
  await requireAdmin({ capability: 'content' });
  const loaded = await load(slug);
  if (loaded === 'failed' || loaded === null) {
    return (
      <>
        <PageHeader title="Edit country page" />
        <ErrorNotice title="Failed to load the country page">
          {loaded === null ? `There is no country page with the address “${slug}”.` : 'The database did not answer. Reload the page in a moment.'}
        </ErrorNotice>
      </>
    );
  }
  const { page, draft } = loaded;
  return (
    <>
      <PageHeader
        title="Edit country page"
        description={page.title}
        actions={
          <Link href={countryPageKind.historyHref(page.slug)} className="btn-outline">
            Published versions
          </Link>
        }
      />
      {draft && <RecordDraftNote draft={draft} noun={countryPageKind.noun} />}
      <TranslationSummary translation={recordTranslation(page, countryPageDefinition.shape)} />
      <CountryPageForm record={{ slug: page.slug, version: page.version, values: countryPageFieldsOf(page) }} />
    </>
  );
}
