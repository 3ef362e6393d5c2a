import { requireAdmin } from '@/lib/auth/require-admin';
import { countryPageService } from '@/lib/services/country-page-service';
import { appDeps } from '@/lib/services/deps';
import type { CountryPage } from '@/lib/store/types';
import { ErrorNotice } from '../error-notice';
import { PageHeader } from '../page-header';
import { CountryPageForm } from './country-page-form';

async function load(slug: string): Promise<CountryPage | null | 'failed'> {
  try {
    return await countryPageService.find(await appDeps(), slug);
  } catch (error) {
    console.error(`[admin] loading the country page "${slug}" failed`, error);
    return 'failed';
  }
}

/** /admin/country-pages/{slug}: the page, loaded fresh, in its form (or why it cannot be edited). */
export async function EditCountryPage({ slug }: { slug: string }) {
  await requireAdmin({ capability: 'content' });
  const page = await load(slug);
  if (page === 'failed' || page === null) {
    return (
      <>
        <PageHeader title="Edit country page" />
        <ErrorNotice title="Failed to load the country page">
          {page === null ? `There is no country page with the address “${slug}”.` : 'The database did not answer. Reload the page in a moment.'}
        </ErrorNotice>
      </>
    );
  }
  // The fixed fields (address, order, hero image) and the record's own are not the form's.
  const { url, id: _order, Imgs: _image, _id, version, createdAt: _created, updatedAt: _updated, ...values } = page;
  return (
    <>
      <PageHeader title="Edit country page" description={page.title} />
      <CountryPageForm record={{ slug: url, version, values }} />
    </>
  );
}
