import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BackLink } from '@/components/admin/back-link';
import { EditCountryPage } from '@/components/country-pages/edit-country-page';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Edit country page' };

async function Editor({ params }: { params: PageProps<'/admin/country-pages/[slug]'>['params'] }) {
  const { slug } = await params;
  return <EditCountryPage slug={slug} />;
}

/** /admin/country-pages/{slug} (the session and role check is EditCountryPage's first step). */
export default function CountryPageEditPage({ params }: PageProps<'/admin/country-pages/[slug]'>) {
  return (
    <>
      <BackLink href="/admin/country-pages" label="All country pages" />
      <Suspense fallback={<PageSkeleton label="Loading the page…" />}>
        <Editor params={params} />
      </Suspense>
    </>
  );
}
