import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { countTranslations, filterTranslations, loadTranslationEntries, type TranslationEntry } from '@/lib/admin/translation-queue';
import { parseTranslationQuery, TRANSLATION_KIND_LABELS, TRANSLATION_KINDS, type TranslationQuery, translationsHref } from '@/lib/admin/translation-query';
import { TRANSLATION_STATES } from '@/lib/admin/translation-state';
import { TRANSLATION_STATE_LABELS } from '@/lib/i18n/translatable';
import { getStore } from '@/lib/store';
import { ErrorNotice } from './error-notice';
import { Icon } from './icons';
import { TranslationBadge } from './translation-badge';
import { translationCounts } from './translation-summary';

/** Field names shown per entry before "and n more". */
const NAMES_SHOWN = 4;

async function load(role: Parameters<typeof loadTranslationEntries>[1]): Promise<TranslationEntry[] | null> {
  try {
    return await loadTranslationEntries(await getStore(), role);
  } catch (error) {
    console.error('[admin] loading the translations failed', error);
    return null;
  }
}

const listed = (names: readonly string[]) =>
  names.length <= NAMES_SHOWN ? names.join(', ') : `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`;

/** One filter of a row of them: a link to the page with it applied, marked when it is the one shown. */
function FilterLink({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        aria-current={current ? 'page' : undefined}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset ${
          current ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-700 ring-navy-900/15 hover:bg-mist-100'
        }`}
      >
        {children}
      </Link>
    </li>
  );
}

/** The filters: by state (with how many of the chosen kind are in each) and by kind. Links, so they work without JavaScript. */
function Filters({ query, counts }: { query: TranslationQuery; counts: ReturnType<typeof countTranslations> }) {
  return (
    <div className="card mb-6 space-y-4 p-4 sm:p-5">
      <nav aria-label="Filter by state">
        <p className="admin-label mb-2">State</p>
        <ul className="flex flex-wrap gap-2">
          <FilterLink href={translationsHref({ ...query, state: undefined })} current={!query.state}>
            All <span className="font-medium">({counts.all})</span>
          </FilterLink>
          {TRANSLATION_STATES.map((state) => (
            <FilterLink key={state} href={translationsHref({ ...query, state })} current={query.state === state}>
              {TRANSLATION_STATE_LABELS[state]} <span className="font-medium">({counts[state]})</span>
            </FilterLink>
          ))}
        </ul>
      </nav>
      <nav aria-label="Filter by kind">
        <p className="admin-label mb-2">Kind</p>
        <ul className="flex flex-wrap gap-2">
          <FilterLink href={translationsHref({ ...query, kind: undefined })} current={!query.kind}>
            Everything
          </FilterLink>
          {TRANSLATION_KINDS.map((kind) => (
            <FilterLink key={kind} href={translationsHref({ ...query, kind })} current={query.kind === kind}>
              {TRANSLATION_KIND_LABELS[kind]}
            </FilterLink>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function EntryItem({ item }: { item: TranslationEntry }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0 space-y-1.5">
        <p className="font-semibold break-words text-navy-900">{item.title}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <TranslationBadge state={item.state} />
          <span>{translationCounts({ ...item, outdated: item.outdated.length })}</span>
        </p>
        {item.outdated.length > 0 && (
          <p className="text-sm text-navy-900">
            <span className="font-semibold text-coral-700">English changed since translated:</span> {listed(item.outdated)}
          </p>
        )}
        {item.missing.length > 0 && item.state !== 'missing' && (
          <p className="text-sm text-navy-900">
            <span className="font-semibold">Not translated yet:</span> {listed(item.missing)}
          </p>
        )}
      </div>
      <Link href={item.href} className={`${item.state === 'current' ? 'btn-outline' : 'btn-secondary'} shrink-0`}>
        <Icon name="edit" className="size-4" />
        {item.state === 'current' ? 'Edit' : 'Translate'}
        <span className="sr-only"> {item.title}</span>
      </Link>
    </li>
  );
}

/**
 * /admin/translations: every record visitors read (visas, blog posts, country pages, each site
 * list, each page's visa facts) with where its Arabic stands, the fields that wait, and a link to
 * its editor; filtered by `?state=` and `?kind=`, read with zod.
 */
export async function TranslationsOverview({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admin } = await requireAdmin({ capability: 'content' });
  const query = parseTranslationQuery(await searchParams);
  const entries = await load(admin.role);
  if (!entries) return <ErrorNotice title="Failed to load the translations">The database did not answer. Reload the page in a moment.</ErrorNotice>;
  const counts = countTranslations(entries, query.kind);
  const shown = filterTranslations(entries, query);
  const kinds = TRANSLATION_KINDS.filter((kind) => shown.some((item) => item.kind === kind));
  return (
    <>
      <Filters query={query} counts={counts} />
      {shown.length === 0 ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" role="status">
          <p className="max-w-md text-muted">
            <strong className="block font-display text-lg text-navy-900">Nothing here.</strong>
            {query.state ? `No ${query.kind ? TRANSLATION_KIND_LABELS[query.kind].toLowerCase() : 'record'} is “${TRANSLATION_STATE_LABELS[query.state]}”.` : 'There is nothing of this kind to translate.'}
          </p>
          <Link href={translationsHref({})} className="btn-outline">
            Show everything
          </Link>
        </div>
      ) : (
        <div className="space-y-8">
          {kinds.map((kind) => {
            const items = shown.filter((item) => item.kind === kind);
            return (
              <section key={kind} aria-labelledby={`translations-${kind}`} className="card overflow-hidden">
                <h2 id={`translations-${kind}`} className="heading-3 border-b border-navy-900/10 p-4 sm:p-5">
                  {TRANSLATION_KIND_LABELS[kind]} ({items.length})
                </h2>
                <ul className="divide-y divide-navy-900/10" aria-label={TRANSLATION_KIND_LABELS[kind]}>
                  {items.map((item) => (
                    <EntryItem key={`${item.kind}:${item.key}`} item={item} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
