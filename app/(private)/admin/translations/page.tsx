import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { TranslationsOverview } from '@/components/admin/translations-overview';

export const metadata: Metadata = { title: 'Translations' };

/** /admin/translations, for people who edit content (the session and role check is TranslationsOverview's first step). */
export default function TranslationsPage({ searchParams }: PageProps<'/admin/translations'>) {
  return (
    <>
      <PageHeader
        title="Translations"
        description="Everything visitors read, and where its Arabic stands. Editing an Arabic field marks it translated from the English as it is then; saved unchanged, a field older than the English stays older."
      />
      <Suspense fallback={<PageSkeleton label="Loading the translations…" withTitle={false} />}>
        <TranslationsOverview searchParams={searchParams} />
      </Suspense>
    </>
  );
}
