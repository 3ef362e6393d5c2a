/**
 * The words and places of the two kinds of content the admin manages (spec sections 2, 6, 8).
 * Client and server components both read these; they hold no code that needs either side.
 */
export interface ContentKind {
  kind: 'visa' | 'blog';
  /** "visa" / "blog post", in running text. */
  noun: string;
  listTitle: string;
  listHref: string;
  addHref: string;
  addLabel: string;
  backLabel: string;
  emptyTitle: string;
  emptyText: string;
  confirmDelete: string;
  deleted: string;
  deleteFailed: string;
  fetchFailed: string;
  publicPath: (slug: string) => string;
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
  publicPath: (slug) => `/blogs/${slug}`,
};

export const contentKinds = { visa: visaKind, blog: blogKind } as const;
