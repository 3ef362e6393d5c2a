import type { SiteListName } from '@/lib/site-lists/site-list-definitions';

/** A list's form; with a kept version's id, the form opens with that version's rows. */
export const siteListHref = (name: SiteListName, versionId?: string) => `/admin/site-content/${name}${versionId ? `?from=${encodeURIComponent(versionId)}` : ''}`;
export const siteListHistoryHref = (name: SiteListName) => `/admin/site-content/${name}/history`;
