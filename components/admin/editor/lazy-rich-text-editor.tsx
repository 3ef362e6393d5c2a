'use client';

import dynamic from 'next/dynamic';

/**
 * The editor, loaded in the browser only and only by the admin pages that use it, so no editor
 * code reaches the public site's bundles.
 */
export const LazyRichTextEditor = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: () => (
    <div role="status" className="admin-editor animate-pulse overflow-hidden rounded-xl border border-navy-900/20 bg-white">
      <div className="h-12 border-b border-navy-900/10 bg-mist-50" />
      <div className="h-[200px]" />
      <span className="sr-only">Loading the editor…</span>
    </div>
  ),
});
