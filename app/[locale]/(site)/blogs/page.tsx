import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SiteImage as Image } from '@/components/ui/site-image';
import { SiteLink } from '@/components/site/site-link';
import { PageIntro } from '@/components/blocks/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { getBlogCards } from '@/lib/content/blogs';
import { getEnv } from '@/lib/config/env';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { localize } from '@/lib/i18n/translatable';
import { sitePageLd } from '@/lib/seo/site-page-ld';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('blog.list')]);
  return pageMetadata({ title: t('meta.title'), description: t('meta.description'), path: '/blogs', locale });
}

export default async function BlogListPage() {
  const [locale, t, blogs] = await Promise.all([getLocale(), getTranslations('blog.list'), getBlogCards()]);
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="section container-page">
        {blogs.length === 0 ? (
          <p className="card p-8 text-center text-lg font-semibold">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((card, index) => {
              // Each of the card's words in the page's language where the post has it; English, marked, where not.
              const { value: blog, langOf } = localize(card, locale);
              return (
                <li key={blog.slug}>
                  <article className="card group flex h-full flex-col">
                    <div className="relative aspect-[40/21] overflow-hidden bg-sky-100">
                      <Image
                        src={blog.imageURL}
                        alt={blog.imageAlt}
                        {...langOf('imageAlt')}
                        fill
                        frame="card"
                        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                        className="object-cover transition-transform duration-300 group-hover:scale-105"
                        priority={index === 0} // as the visa finder's first card: the only one preloaded
                      />
                    </div>
                    <div className="flex flex-1 flex-col gap-3 p-5">
                      <h2 className="heading-3 text-lg sm:text-xl" {...langOf('title')}>
                        {blog.title}
                      </h2>
                      <p className="flex-1 text-sm leading-relaxed text-muted" {...langOf('metaDescription')}>
                        {blog.metaDescription}
                      </p>
                      <SiteLink href={localizedPath(`/blogs/${blog.slug}`, locale)} className="btn-outline self-start">
                        {t('readMore')}
                        <span className="sr-only"> {t('readMoreAbout', { title: blog.title })}</span>
                      </SiteLink>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <JsonLd data={sitePageLd(getEnv().SITE_URL, { type: 'CollectionPage', path: '/blogs', name: t('title'), description: t('meta.description'), locale })} />
    </>
  );
}
