import { Suspense } from 'react';
import type { EditableKind } from '@/lib/publishing/draft-repository';
import { PageSkeleton } from '../admin/page-skeleton';
import { RevisionHistory } from './revision-history';
import { firstParam } from '@/lib/search-params';

interface HistoryRouteProps {
  kind: EditableKind;
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function History({ kind, params, searchParams }: HistoryRouteProps) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return <RevisionHistory kind={kind} slug={slug} from={firstParam(query.from)} to={firstParam(query.to)} />;
}

/** The body of each kind's `[slug]/history` route (the session and role check is RevisionHistory's first step). */
export function HistoryRoute(props: HistoryRouteProps) {
  return (
    <Suspense fallback={<PageSkeleton label="Loading the versions…" />}>
      <History {...props} />
    </Suspense>
  );
}
