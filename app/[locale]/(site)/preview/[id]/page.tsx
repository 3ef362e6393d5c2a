import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DraftPreview } from '@/components/publishing/draft-preview';
import { NO_RECORD_SLUG } from '@/lib/data/static-params';

// Drafts are for staff: never indexed, never cached (the page reads the session on every request).
export const metadata: Metadata = { title: 'Draft preview', robots: { index: false, follow: false } };

/**
 * One id no draft has, so the build knows this route's params: without any, the site layout's
 * header (usePathname, outside any Suspense) would need the address at request time, and the
 * build refuses the route. Real ids render per request (the session is read before the draft).
 */
export function generateStaticParams() {
  return [{ id: NO_RECORD_SLUG }];
}

async function Preview({ params }: { params: PageProps<'/[locale]/preview/[id]'>['params'] }) {
  const { id } = await params;
  return <DraftPreview id={id} />;
}

/** /preview/{draftId}: a draft as its public page would show it, for signed-in staff only. */
export default function PreviewPage({ params }: PageProps<'/[locale]/preview/[id]'>) {
  return (
    <Suspense fallback={<p className="section container-page text-muted">Loading the preview…</p>}>
      <Preview params={params} />
    </Suspense>
  );
}
