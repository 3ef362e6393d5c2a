import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { RevisionHistory } from '@/components/admin/revisions/revision-history';

export const metadata: Metadata = { title: 'Published versions' };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

async function History({ params, searchParams }: PageProps<'/admin/manage-visas/[slug]/history'>) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return <RevisionHistory kind="visa" slug={slug} from={one(query.from)} to={one(query.to)} />;
}

/** The published versions of one visa (the session and role check is RevisionHistory's first step). */
export default function VisaHistoryPage(props: PageProps<'/admin/manage-visas/[slug]/history'>) {
  return (
    <Suspense fallback={<PageSkeleton label="Loading the versions…" />}>
      <History {...props} />
    </Suspense>
  );
}
