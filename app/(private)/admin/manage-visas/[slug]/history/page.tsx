import type { Metadata } from 'next';
import { HistoryRoute } from '@/components/publishing/history-route';

export const metadata: Metadata = { title: 'Published versions' };

/** The published versions of one visa, a comparison of two, and restoring one as a draft. */
export default function VisaHistoryPage(props: PageProps<'/admin/manage-visas/[slug]/history'>) {
  return <HistoryRoute kind="visa" {...props} />;
}
