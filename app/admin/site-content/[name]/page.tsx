import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BackLink } from '@/components/admin/back-link';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { SiteListEditor } from '@/components/admin/site-lists/site-list-editor';

export const metadata: Metadata = { title: 'Edit a list' };

async function Editor({ params }: { params: PageProps<'/admin/site-content/[name]'>['params'] }) {
  const { name } = await params;
  return <SiteListEditor name={name} />;
}

/** /admin/site-content/{name} (the session and role check is SiteListEditor's first step). */
export default function SiteListPage({ params }: PageProps<'/admin/site-content/[name]'>) {
  return (
    <>
      <BackLink href="/admin/site-content" label="All lists" />
      <Suspense fallback={<PageSkeleton label="Loading the list…" />}>
        <Editor params={params} />
      </Suspense>
    </>
  );
}
