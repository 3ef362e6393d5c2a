import type { EditableKind } from '@/lib/publishing/draft-repository';

/**
 * The words and places of the kinds of content the admin manages (spec sections 2, 6, 8; the
 * country pages). Client and server components both read these; they hold no code
 * that needs either side.
 */

/** What the drafts and the version history say of a kind, and where its pages are. */
export interface EditableWords {
  /** "visa" / "blog post" / "country page", in running text. */
  noun: string;
  listHref: string;
  backLabel: string;
  editHref: (slug: string) => string;
  historyHref: (slug: string) => string;
  publicPath: (slug: string) => string;
}

/** Visas and blog posts: staff add and delete them too. */
export interface ContentKind extends EditableWords {
  kind: 'visa' | 'blog';
  listTitle: string;
  addHref: string;
  addLabel: string;
  emptyTitle: string;
  emptyText: string;
  confirmDelete: string;
  deleted: string;
  deleteFailed: string;
  fetchFailed: string;
}

export const visaKind: ContentKind = {
  kind: 'visa',
  noun: 'visa',
  listTitle: 'Manage visas',
  listHref: '/admin/manage-visas',
  addHref: '/admin/add-visas',
  addLabel: 'Add visa',
  backLabel: 'All visas',
  emptyTitle: 'No Visa Found.',
  emptyText: "It looks like there aren't any visa posted yet.",
  confirmDelete: 'Are you sure you want to delete this visa?',
  deleted: 'Visa deleted successfully',
  deleteFailed: 'Failed to delete visa',
  fetchFailed: 'Failed to fetch visa data',
  editHref: (slug) => `/admin/manage-visas/${slug}/edit`,
  historyHref: (slug) => `/admin/manage-visas/${slug}/history`,
  publicPath: (slug) => `/visa/${slug}`,
};

export const blogKind: ContentKind = {
  kind: 'blog',
  noun: 'blog post',
  listTitle: 'Manage blogs',
  listHref: '/admin/manage-blogs',
  addHref: '/admin/add-blog',
  addLabel: 'Add blog',
  backLabel: 'All blogs',
  emptyTitle: 'No Blog Found.',
  emptyText: "It looks like there aren't any blog posted yet.",
  confirmDelete: 'Are you sure you want to delete this Blog?',
  deleted: 'Blog deleted successfully',
  deleteFailed: 'Failed to delete blog',
  fetchFailed: 'Failed to fetch Blog data',
  editHref: (slug) => `/admin/manage-blogs/${slug}/edit`,
  historyHref: (slug) => `/admin/manage-blogs/${slug}/history`,
  publicPath: (slug) => `/blogs/${slug}`,
};

export const contentKinds = { visa: visaKind, blog: blogKind } as const;

/** The ten country pages: a fixed set, so no add, delete or address of their own to change. */
export const countryPageKind: EditableWords = {
  noun: 'country page',
  listHref: '/admin/country-pages',
  backLabel: 'All country pages',
  editHref: (slug) => `/admin/country-pages/${slug}`,
  historyHref: (slug) => `/admin/country-pages/${slug}/history`,
  publicPath: (slug) => `/visa/${slug}`,
};

export const editableKinds: Record<EditableKind, EditableWords> = { ...contentKinds, country: countryPageKind };
