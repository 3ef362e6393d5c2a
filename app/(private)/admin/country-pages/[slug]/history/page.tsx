import type { Metadata } from 'next';
import { HistoryRoute } from '@/components/publishing/history-route';

export const metadata: Metadata = { title: 'Published versions' };

/** The published versions of one country page, a comparison of two, and restoring one as a draft. */
export default function CountryPageHistoryPage(props: PageProps<'/admin/country-pages/[slug]/history'>) {
  return <HistoryRoute kind="country" {...props} />;
}
