import { notFound } from 'next/navigation';
import { saveSiteListAction } from '@/app/admin/site-content/actions';
import { seedSiteLists } from '@/content/seed/site-lists';
import { requireAdmin } from '@/lib/auth/require-admin';
import { getStore } from '@/lib/store';
import { isSiteListName, SITE_LISTS, type SiteListName } from '@/lib/validation/site-lists';
import { dubaiTime } from '@/lib/dubai-time';
import { PageHeader } from '../page-header';
import { ActionForm } from '../staff/action-form';
import { SiteListRows } from './site-list-rows';

/** Where each list shows, so the person can look at the result. */
const PUBLIC_PAGES: Record<SiteListName, string> = {
  testimonials: '/',
  jobs: '/career',
  'company-faqs': '/faq',
  'landing-faqs': '/visa-consultant-in-dubai',
  'home-faqs': '/',
};

/**
 * /admin/site-content/{name}: the list's rows to edit, add, remove and reorder, saved whole with
 * the version it was opened at (a save by someone else in between is refused, not overwritten).
 */
export async function SiteListEditor({ name }: { name: string }) {
  await requireAdmin({ capability: 'content' });
  if (!isSiteListName(name)) notFound();
  const list = await (await getStore()).siteLists.get(name);
  const { label, description, noun, fields, min, max } = SITE_LISTS[name];
  // A list not stored yet shows what the site shows (its seed), and is created by the first save.
  const items = (list?.items ?? seedSiteLists[name]) as Record<string, string>[];
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
      />
      <p className="mb-4 text-sm text-muted">{list?.updatedBy ? `Last changed by ${list.updatedBy} · ${dubaiTime(list.updatedAt)}` : 'Not changed by staff yet.'}</p>
      <ActionForm id="site-list" label={`Edit ${label}`} action={saveSiteListAction} submitLabel="Save list" pendingLabel="Saving…" submitClassName="btn-primary" className="space-y-6">
        <input type="hidden" name="name" value={name} />
        <input type="hidden" name="version" value={list?.version ?? 0} />
        <SiteListRows formId="site-list" fields={fields} noun={noun} initialItems={items} min={min} max={max} />
      </ActionForm>
    </>
  );
}
