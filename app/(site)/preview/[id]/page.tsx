import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DraftPreview } from '@/components/preview/draft-preview';

// Drafts are for staff: never indexed, never cached (the page reads the session on every request).
export const metadata: Metadata = { title: 'Draft preview', robots: { index: false, follow: false } };

async function Preview({ params }: { params: PageProps<'/preview/[id]'>['params'] }) {
  const { id } = await params;
  return <DraftPreview id={id} />;
}

/** /preview/{draftId}: a draft as its public page would show it, for signed-in staff only (issue #22). */
export default function PreviewPage({ params }: PageProps<'/preview/[id]'>) {
  return (
    <Suspense fallback={<p className="section container-page text-muted">Loading the preview…</p>}>
      <Preview params={params} />
    </Suspense>
  );
}
