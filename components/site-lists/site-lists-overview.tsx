import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { can } from '@/lib/auth/roles';
import { getStore } from '@/lib/store';
import type { SiteList } from '@/lib/site-lists/site-list-repository';
import { SITE_LIST_NAMES, SITE_LISTS, siteListCapability, isSingleSiteList, type SiteListName } from '@/lib/site-lists/site-list-definitions';
import { ErrorNotice } from '../admin/error-notice';
import { Icon } from '../admin/icons';
import { dubaiTime } from '@/lib/dubai-time';
import { siteListHref } from './site-list-paths';
import { seedSiteLists } from '@/content/seed/site-lists';
import { itemsTranslation } from '@/lib/admin/translation-state';
import { TranslationBadge } from '../admin/translation-badge';

async function load(names: SiteListName[]): Promise<(SiteList | null)[] | null> {
  try {
    const store = await getStore();
    return await Promise.all(names.map((name) => store.siteLists.get(name)));
  } catch (error) {
    console.error('[admin] loading the site lists failed', error);
    return null;
  }
}

function lastChange(list: SiteList | null): string {
  if (!list) return 'Not stored yet: the site shows its first content';
  return list.updatedBy ? `Changed by ${list.updatedBy} · ${dubaiTime(list.updatedAt)}` : `The site’s first content · ${dubaiTime(list.updatedAt)}`;
}

/** /admin/site-content: the lists the person's role may edit, how many items each has and who changed it last, when. */
export async function SiteListsOverview() {
  const { admin } = await requireAdmin({ capability: 'content' });
  const names = SITE_LIST_NAMES.filter((name) => can(admin.role, siteListCapability(name)));
  const lists = await load(names);
  if (!lists) return <ErrorNotice title="Failed to load the lists">The database did not answer. Reload the page in a moment.</ErrorNotice>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {names.map((name: SiteListName, index) => {
        const list = lists[index] ?? null;
        const { label, description } = SITE_LISTS[name];
        return (
          <li key={name} className="card flex flex-col p-5 sm:p-6">
            <h2 className="heading-3">{label}</h2>
            <p className="mt-1 text-sm text-muted">{description}</p>
            {!isSingleSiteList(name) && <p className="mt-3 text-sm font-semibold text-navy-900">{list ? `${list.items.length} item${list.items.length === 1 ? '' : 's'}` : '–'}</p>}
            <p className={`${isSingleSiteList(name) ? 'mt-3' : 'mt-1'} text-xs text-muted`}>{lastChange(list)}</p>
            {/* A list not stored yet shows its first content: that is what there is to translate. */}
            <TranslationBadge state={itemsTranslation(list?.items ?? seedSiteLists[name], SITE_LISTS[name].item.shape).state} className="mt-3 self-start" />
            <Link href={siteListHref(name)} className="btn-outline mt-4 min-h-10 self-start px-4">
              <Icon name="edit" className="size-4" />
              Edit<span className="sr-only"> {label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
