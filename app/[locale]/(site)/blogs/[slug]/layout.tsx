import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BlogErrorTextsProvider } from '@/components/content/blog-error-texts';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';

/** Where the message goes in 'Error: {message}': split there, so the browser puts the message in. */
const MESSAGE_MARK = '\u0000';

/** A post's page: its error boundary (./error.tsx) gets its words in the page's language from here. */
export default async function BlogPostLayout({ children }: { children: ReactNode }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('blog')]);
  const [before = '', after = ''] = t('error.title', { message: MESSAGE_MARK }).split(MESSAGE_MARK);
  return (
    <BlogErrorTextsProvider
      texts={{
        title: [before, after],
        unavailable: t('error.unavailable'),
        lead: t('error.lead'),
        retry: t('error.retry'),
        all: t('error.all'),
        allHref: localizedPath('/blogs', locale),
      }}
    >
      {children}
    </BlogErrorTextsProvider>
  );
}
