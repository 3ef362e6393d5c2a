import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { SiteListHistory } from '@/components/site-lists/site-list-history';
import { firstParam } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Published versions' };

async function History({ params, searchParams }: PageProps<'/admin/site-content/[name]/history'>) {
  const [{ name }, query] = await Promise.all([params, searchParams]);
  return <SiteListHistory name={name} from={firstParam(query.from)} to={firstParam(query.to)} />;
}

/** The saved versions of one of the site's lists (the session and role check is SiteListHistory's first step). */
export default function SiteListHistoryPage(props: PageProps<'/admin/site-content/[name]/history'>) {
  return (
    <Suspense fallback={<PageSkeleton label="Loading the versions…" />}>
      <History {...props} />
    </Suspense>
  );
}
