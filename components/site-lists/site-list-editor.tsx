import Link from 'next/link';
import { notFound } from 'next/navigation';
import { saveSiteListAction } from '@/lib/site-lists/actions';
import { seedSiteLists } from '@/content/seed/site-lists';
import { requireAdmin } from '@/lib/auth/require-admin';
import { siteListRevision } from '@/lib/site-lists/site-list-service';
import { getStore } from '@/lib/store';
import type { Revision } from '@/lib/publishing/revision-repository';
import type { SiteList } from '@/lib/site-lists/site-list-repository';
import { isSingleSiteList, isSiteListName, SITE_LISTS, siteListCapability, type SiteListName } from '@/lib/site-lists/site-list-definitions';
import { dubaiTime } from '@/lib/dubai-time';
import { stampItemTranslations, TRANSLATED_FROM, translatedFieldsOf } from '@/lib/i18n/translatable';
import { itemsTranslation } from '@/lib/admin/translation-state';
import { TranslationSummary } from '../admin/translation-summary';
import { ArabicIntro } from '../admin/forms/bilingual-layout';
import { localizedPath } from '@/lib/i18n/paths';
import { PageHeader } from '../admin/page-header';
import { ActionForm } from '../staff/action-form';
import { siteListHistoryHref } from './site-list-paths';
import { SiteListRows } from './site-list-rows';

/** Where each list shows, so the person can look at the result. */
const PUBLIC_PAGES: Record<SiteListName, string> = {
  testimonials: '/',
  jobs: '/career',
  'company-faqs': '/faq',
  'landing-faqs': '/visa-consultant-in-dubai',
  'home-faqs': '/',
  company: '/contact',
};

/**
 * A list's rows as words: each read by the list's definition (a version kept before the Arabic
 * fields existed has none, which read as empty), without the fingerprints of their Arabic.
 */
function wordsOf(name: SiteListName, items: readonly object[]): unknown[] {
  return items.map((item) => {
    const parsed = SITE_LISTS[name].item.safeParse(item);
    const { [TRANSLATED_FROM]: _stamps, ...words } = (parsed.success ? parsed.data : item) as Record<string, unknown>;
    return words;
  });
}

/**
 * Above the form when a kept version was loaded into it (`?from=`): loaded and not saved yet, or
 * saved (the website shows its rows again), or asked for and not found.
 */
function LoadedVersionNote({ name, loaded, list }: { name: SiteListName; loaded: Revision | null; list: SiteList | null }) {
  const republished = loaded && list && list.version !== loaded.number && JSON.stringify(wordsOf(name, list.items)) === JSON.stringify(wordsOf(name, loaded.fields.items as object[]));
  return (
    <div role="note" className="mb-6 rounded-xl border border-gold-500/50 bg-sand-100 px-4 py-3 text-sm text-navy-950">
      {!loaded
        ? 'That version is no longer kept: the form shows the list as it is on the website.'
        : republished
          ? `The rows of version ${loaded.number} are on the website again, as version ${list.version}.`
          : `Version ${loaded.number} (published by ${loaded.publishedBy.name} on ${dubaiTime(loaded.publishedAt)}) is loaded into the form. Nothing changes on the website until you save the list, which publishes it as a new version.`}
    </div>
  );
}

/**
 * /admin/site-content/{name}: the list's rows to edit, add, remove and reorder, saved whole with
 * the version it was opened at (a save by someone else in between is refused, not overwritten).
 * With `from` (a kept version's id, from the list's history), the form starts from that version.
 */
export async function SiteListEditor({ name, from }: { name: string; from?: string }) {
  await requireAdmin({ capability: 'content' });
  if (!isSiteListName(name)) notFound();
  await requireAdmin({ capability: siteListCapability(name) });
  const store = await getStore();
  const [list, loaded] = await Promise.all([store.siteLists.get(name), from ? siteListRevision(store, name, from) : null]);
  const { label, description, noun, fields, min, max } = SITE_LISTS[name];
  // A list not stored yet shows what the site shows (its seed), and is created by the first save.
  const stored: object[] = list?.items ?? seedSiteLists[name];
  // A kept version's rows are compared with the list as it is: a save stamps them against it.
  const items = loaded ? stampItemTranslations(loaded.fields.items as object[], stored) : stored;
  const shape = SITE_LISTS[name].item.shape;
  return (
    <>
      <PageHeader
        title={label}
        description={
          <>
            {description}{' '}
            <a href={PUBLIC_PAGES[name]} className="font-semibold text-navy-700 underline underline-offset-2" target="_blank" rel="noreferrer">
              Open the public page
            </a>
          </>
        }
        actions={
          <Link href={siteListHistoryHref(name)} className="btn-outline">
            Published versions
          </Link>
        }
      />
      {from && <LoadedVersionNote name={name} loaded={loaded} list={list} />}
      <p className="mb-4 text-sm text-muted">{list?.updatedBy ? `Last changed by ${list.updatedBy} · ${dubaiTime(list.updatedAt)}` : 'Not changed by staff yet.'}</p>
      <TranslationSummary translation={itemsTranslation(items, shape)} />
      <ActionForm id="site-list" label={`Edit ${label}`} action={saveSiteListAction} submitLabel={isSingleSiteList(name) ? 'Save' : 'Save list'} pendingLabel="Saving…" submitClassName="btn-primary" className="space-y-6">
        <input type="hidden" name="name" value={name} />
        <input type="hidden" name="version" value={list?.version ?? 0} />
        <ArabicIntro page={localizedPath(PUBLIC_PAGES[name], 'ar')} />
        <SiteListRows
          key={loaded?._id ?? 'stored'}
          formId="site-list"
          fields={fields}
          noun={noun}
          initialItems={items as Record<string, unknown>[]}
          arabicFields={translatedFieldsOf(shape)}
          min={min}
          max={max}
          single={isSingleSiteList(name)}
        />
      </ActionForm>
    </>
  );
}
