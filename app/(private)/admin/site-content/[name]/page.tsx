import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BackLink } from '@/components/admin/back-link';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { SiteListEditor } from '@/components/site-lists/site-list-editor';
import { firstParam } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Edit a list' };

async function Editor({ params, searchParams }: PageProps<'/admin/site-content/[name]'>) {
  const [{ name }, query] = await Promise.all([params, searchParams]);
  return <SiteListEditor name={name} from={firstParam(query.from)} />;
}

/** /admin/site-content/{name}, `?from=` a kept version to start from (the session and role check is SiteListEditor's first step). */
export default function SiteListPage(props: PageProps<'/admin/site-content/[name]'>) {
  return (
    <>
      <BackLink href="/admin/site-content" label="All lists" />
      <Suspense fallback={<PageSkeleton label="Loading the list…" />}>
        <Editor {...props} />
      </Suspense>
    </>
  );
}
