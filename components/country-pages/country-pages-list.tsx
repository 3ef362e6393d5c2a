import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { countryPageService } from '@/lib/country-pages/country-page-service';
import { appDeps } from '@/lib/content/service-deps';
import type { CountryPage } from '@/lib/country-pages/country-page-repository';
import type { Draft } from '@/lib/publishing/draft-repository';
import { countryPageKind } from '../content/content-kinds';
import { DraftsSection } from '../publishing/drafts-section';
import { ErrorNotice } from '../admin/error-notice';
import { Icon } from '../admin/icons';
import { ListSearch, NoSearchMatches } from '../admin/list-search';
import { matchesListSearch, parseListSearch } from '@/lib/admin/list-search';
import { recordTranslation } from '@/lib/admin/translation-state';
import { countryPageDefinition } from '@/lib/country-pages/country-page-definition';
import { TranslationBadge } from '../admin/translation-badge';

async function load(): Promise<{ pages: CountryPage[]; drafts: Draft[] } | null> {
  try {
    const deps = await appDeps();
    const [pages, drafts] = await Promise.all([countryPageService.list(deps), deps.store.drafts.list('country')]);
    return { pages, drafts };
  } catch (error) {
    console.error('[admin] loading the country pages failed', error);
    return null;
  }
}

const editedOn = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' }).format(new Date(iso));

/**
 * /admin/country-pages: the drafts waiting, then the ten pages in their order, each with its
 * editor and its public page; `?q=` keeps those whose title or slug holds it.
 */
export async function CountryPagesList({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin({ capability: 'content' });
  const search = parseListSearch(await searchParams);
  const loaded = await load();
  if (!loaded) return <ErrorNotice title="Failed to load the country pages">The database did not answer. Reload the page in a moment.</ErrorNotice>;
  const { drafts } = loaded;
  const pages = loaded.pages.filter((page) => matchesListSearch(page, search));
  return (
    <>
      <DraftsSection drafts={drafts} words={countryPageKind} />
      <ListSearch action={countryPageKind.listHref} search={search} label="Search country pages" placeholder="A title or a slug" />
      {search && pages.length === 0 ? (
        <NoSearchMatches search={search} noun="country pages" clearHref={countryPageKind.listHref} />
      ) : (
        <ul className="card divide-y divide-navy-900/10 overflow-hidden" aria-label="Country pages">
          {pages.map((page) => (
            <li key={page.slug} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
              <div className="min-w-0">
                <p className="font-semibold text-navy-900">{page.title}</p>
                <p className="mt-1 text-sm text-muted">
                  <Link href={countryPageKind.publicPath(page.slug)} className="inline-flex items-center gap-1 font-medium text-navy-700 underline-offset-2 hover:underline" target="_blank">
                    /visa/{page.slug}
                    <Icon name="external" className="size-3.5" />
                    <span className="sr-only"> (opens the public page in a new tab)</span>
                  </Link>
                  {' · '}
                  {page.version === 1 ? 'As first published' : `Edited ${editedOn(page.updatedAt)} (version ${page.version})`}
                </p>
                <TranslationBadge state={recordTranslation(page, countryPageDefinition.shape).state} className="mt-2" />
              </div>
              <Link href={countryPageKind.editHref(page.slug)} className="btn-secondary shrink-0">
                <Icon name="edit" className="size-4" />
                Edit<span className="sr-only"> {page.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
