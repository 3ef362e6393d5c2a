import Link from 'next/link';
import { deleteBlog } from '@/lib/content/blog-actions';
import { deleteVisa } from '@/lib/content/visa-actions';
import { requireAdmin } from '@/lib/auth/require-admin';
import { blogService } from '@/lib/content/blog-service';
import { appDeps } from '@/lib/content/service-deps';
import { visaService } from '@/lib/content/visa-service';
import type { Draft } from '@/lib/publishing/draft-repository';
import { contentKinds } from './content-kinds';
import { DraftsSection } from '../publishing/drafts-section';
import { type ContentRow, ContentTable } from './content-table';
import { ErrorNotice } from '../admin/error-notice';
import { Icon } from '../admin/icons';
import { PageHeader } from '../admin/page-header';
import { ListSearch, NoSearchMatches } from '../admin/list-search';
import { MissingFactsList } from '../visa-facts/visa-form-facts';
import { matchesListSearch, parseListSearch } from '@/lib/admin/list-search';
import { recordTranslation } from '@/lib/admin/translation-state';
import { blogDefinition, visaDefinition } from '@/lib/content/content-definition';

async function loadRows(kind: keyof typeof contentKinds): Promise<{ rows: ContentRow[]; drafts: Draft[]; withoutFacts: ContentRow[] } | null> {
  try {
    const deps = await appDeps();
    const [records, drafts, facts] = await Promise.all([
      kind === 'visa' ? visaService.list(deps) : blogService.list(deps),
      deps.store.drafts.list(kind),
      kind === 'visa' ? deps.store.visaFacts.list() : [],
    ]);
    const shape = kind === 'visa' ? visaDefinition.shape : blogDefinition.shape;
    const rows = records.map((record) => {
      const { _id, slug, title, imageURL, imageAlt, updatedAt } = record;
      return { _id, slug, title, imageURL, imageAlt, updatedAt, translation: recordTranslation(record, shape).state };
    });
    const checked = new Set(facts.map((item) => item.slug));
    // A visa's card on /visa shows its fee and time only once its facts are added.
    return { rows, drafts, withoutFacts: kind === 'visa' ? rows.filter((row) => !checked.has(row.slug)) : [] };
  } catch (error) {
    console.error(`[admin] listing ${kind} records failed`, error);
    return null;
  }
}

/**
 * /admin/manage-visas and /admin/manage-blogs: every record, newest first, read fresh from the
 * store; `?q=` keeps those whose title or slug holds it.
 */
export async function ContentList({ kind, searchParams }: { kind: keyof typeof contentKinds; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin({ capability: 'content' });
  const words = contentKinds[kind];
  const search = parseListSearch(await searchParams);
  const loaded = await loadRows(kind);
  const rows = loaded?.rows;
  const found = rows?.filter((row) => matchesListSearch(row, search));
  return (
    <>
      <PageHeader
        title={words.listTitle}
        description={rows ? `${rows.length} ${rows.length === 1 ? words.noun : `${words.noun}s`}, newest first. Published changes show on the website at once; drafts wait.` : undefined}
        actions={
          <Link href={words.addHref} className="btn-primary">
            <Icon name="plus" className="size-4" />
            {words.addLabel}
          </Link>
        }
      />
      {loaded && <MissingFactsList visas={loaded.withoutFacts} />}
      {loaded && <DraftsSection drafts={loaded.drafts} words={words} />}
      {rows && rows.length > 0 && <ListSearch action={words.listHref} search={search} label={`Search ${words.noun}s`} placeholder="A title or a slug" />}
      {found ? (
        search && found.length === 0 ? (
          <NoSearchMatches search={search} noun={`${words.noun}s`} clearHref={words.listHref} />
        ) : (
          <ContentTable kind={kind} rows={found} deleteAction={kind === 'visa' ? deleteVisa : deleteBlog} />
        )
      ) : (
        <ErrorNotice title={words.fetchFailed}>The database did not answer. Reload the page in a moment.</ErrorNotice>
      )}
    </>
  );
}
