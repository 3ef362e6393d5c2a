import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DraftEditor } from '@/components/publishing/draft-editor';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Edit draft' };

async function Editor({ params }: { params: PageProps<'/admin/drafts/[id]'>['params'] }) {
  const { id } = await params;
  return <DraftEditor id={id} />;
}

/** /admin/drafts/{id} (the session and role check is DraftEditor's first step). */
export default function DraftPage({ params }: PageProps<'/admin/drafts/[id]'>) {
  return (
    <Suspense fallback={<PageSkeleton label="Loading the draft…" />}>
      <Editor params={params} />
    </Suspense>
  );
}
