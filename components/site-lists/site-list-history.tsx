import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireAdmin } from '@/lib/auth/require-admin';
import { siteListRevisions } from '@/lib/site-lists/site-list-service';
import { getStore } from '@/lib/store';
import { isSiteListName, SITE_LISTS, siteListCapability, siteListSchema } from '@/lib/site-lists/site-list-definitions';
import { BackLink } from '../admin/back-link';
import { ErrorNotice } from '../admin/error-notice';
import { PageHeader } from '../admin/page-header';
import { VersionsView } from '../publishing/versions-view';
import { siteListHref } from './site-list-paths';

async function load(name: Parameters<typeof siteListRevisions>[1]) {
  try {
    const store = await getStore();
    const [list, revisions] = await Promise.all([store.siteLists.get(name), siteListRevisions(store, name)]);
    return { current: list?.version ?? 0, revisions };
  } catch (error) {
    console.error(`[admin] loading the versions of the list "${name}" failed`, error);
    return null;
  }
}

/**
 * /admin/site-content/{name}/history: every saved version of a list (who, when), a comparison of
 * any two, and "Load into the form" for older ones: the list's form opens with that version's
 * rows, and nothing changes on the website until someone saves it.
 */
export async function SiteListHistory({ name, from, to }: { name: string; from?: string; to?: string }) {
  await requireAdmin({ capability: 'content' });
  if (!isSiteListName(name)) notFound();
  await requireAdmin({ capability: siteListCapability(name) });
  const { label } = SITE_LISTS[name];
  const loaded = await load(name);
  return (
    <>
      <BackLink href={siteListHref(name)} label={`Edit ${label}`} />
      <PageHeader title="Published versions" description={label} />
      {loaded ? (
        <VersionsView
          revisions={loaded.revisions}
          current={loaded.current}
          definition={siteListSchema(name)}
          labels={{ items: label }}
          noun="list"
          from={from}
          to={to}
          restore={(revision) => (
            <Link href={siteListHref(name, revision._id)} className="btn-outline min-h-10 px-4" aria-label={`Load version ${revision.number} into the form`}>
              Load into the form
            </Link>
          )}
          footer={`Loading a version fills the list’s form with its rows: the website keeps showing version ${loaded.current} until the form is saved.`}
        />
      ) : (
        <ErrorNotice title="Failed to fetch the versions">The database did not answer. Reload the page in a moment.</ErrorNotice>
      )}
    </>
  );
}
