/** Where staff open a draft, and where its preview is (the public site's chrome, noindex). */
export const draftHref = (id: string) => `/admin/drafts/${id}`;
export const previewHref = (id: string) => `/preview/${id}`;
