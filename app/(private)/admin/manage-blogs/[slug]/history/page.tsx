import type { Metadata } from 'next';
import { HistoryRoute } from '@/components/publishing/history-route';

export const metadata: Metadata = { title: 'Published versions' };

/** The published versions of one blog post, a comparison of two, and restoring one as a draft. */
export default function BlogHistoryPage(props: PageProps<'/admin/manage-blogs/[slug]/history'>) {
  return <HistoryRoute kind="blog" {...props} />;
}
