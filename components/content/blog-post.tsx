import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { FaqList } from '@/components/faq/faq-list';
import { ConsultationLink } from '@/components/leads/consultation-link';
import { JsonLd } from '@/components/seo/json-ld';
import { WhatsAppIcon } from '@/components/ui/icons';
import { RichText } from '@/components/ui/rich-text';
import { SiteImage as Image } from '@/components/ui/site-image';
import { addHeadingAnchors } from '@/lib/content/heading-anchors';
import { getCompany } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import type { Blog } from '@/lib/content/content-repository';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { localize } from '@/lib/i18n/translatable';
import { localizeLinks } from '@/lib/rich-text/localize-links';
import { blogPostingLd, breadcrumbLd, faqPageLd, inLanguage } from '@/lib/seo/json-ld';
import { getAuthor } from '@/lib/staff/profiles';
import { whatsappChatHref } from '@/lib/whatsapp';
import { Byline } from './byline';
import { Marked } from './marked';

/** What a post's page reads of it, its words in Arabic beside them. */
type PostFields = Pick<
  Blog,
  | 'title'
  | 'slug'
  | 'description'
  | 'metaDescription'
  | 'imageURL'
  | 'imageAlt'
  | 'faqs'
  | 'authorId'
  | 'createdAt'
  | 'updatedAt'
  | 'titleAr'
  | 'descriptionAr'
  | 'metaDescriptionAr'
  | 'imageAltAr'
  | 'faqsAr'
>;

/**
 * A blog post as the public page shows it: at /blogs/{slug}, and in a draft's preview, in the
 * page's language (each field in Arabic where the post has it, else the English, marked). The
 * table of contents sits at the start of the page's direction and its indent follows it.
 */
export async function BlogPost({ blog: stored }: { blog: PostFields }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('blog')]);
  const { value: blog, langOf } = localize(stored, locale);
  const { slug } = blog;
  const { html, toc } = addHeadingAnchors(localizeLinks(blog.description, locale));
  const siteUrl = getEnv().SITE_URL;
  const company = getCompany();
  const profile = blog.authorId ? await getAuthor(blog.authorId) : null;
  const author = profile && localize(profile, locale).value;
  const path = localizedPath(`/blogs/${slug}`, locale);
  const bodyLang = langOf('description');
  return (
    <article className="section container-page" data-lead-topic={stored.title}>
      <JsonLd data={inLanguage(blogPostingLd(siteUrl, company, { ...blog, path }, author), locale)} />
      <JsonLd
        data={breadcrumbLd(siteUrl, [
          { name: t('seo.home'), path: localizedPath('/', locale) },
          { name: t('seo.blogs'), path: localizedPath('/blogs', locale) },
          { name: blog.title, path },
        ])}
      />
      {blog.faqs.length > 0 && <JsonLd data={inLanguage(faqPageLd(blog.faqs), locale)} />}
      <header className="mx-auto max-w-3xl text-center">
        <p className="eyebrow">{t('post.eyebrow')}</p>
        <h1 className="heading-1 mt-2">
          <Marked lang={langOf('title')}>{blog.title}</Marked>
        </h1>
        <Byline authorId={blog.authorId} published={blog.createdAt} reviewed={blog.updatedAt} className="mx-auto mt-5 w-fit" />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ConsultationLink contactHref={localizedPath('/contact', locale)} idPrefix="post-consultation">{t('post.apply')}</ConsultationLink>
          <a
            href={whatsappChatHref(company.whatsapp, t('post.chatText', { company: company.name, title: blog.title }))}
            className="btn-outline"
            rel="noopener noreferrer"
            target="_blank"
          >
            <WhatsAppIcon className="size-5" />
            {t('post.whatsapp')}
          </a>
        </div>
      </header>
      <div className="relative mx-auto mt-10 aspect-[40/21] max-w-5xl overflow-hidden rounded-3xl bg-sky-100">
        <Image
          src={blog.imageURL}
          alt={blog.imageAlt}
          {...langOf('imageAlt')}
          fill
          priority
          fetchPriority="high"
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="object-cover"
        />
      </div>
      <div className="mx-auto mt-12 grid max-w-5xl gap-10 lg:grid-cols-[220px_minmax(0,1fr)]">
        {toc.length > 0 && (
          <nav aria-label={t('post.toc')} className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="text-sm font-semibold tracking-wider text-muted uppercase">{t('post.toc')}</h2>
            <ol className="mt-3 space-y-2 border-s border-navy-900/10 text-sm" {...bodyLang}>
              {toc.map((entry) => (
                <li key={entry.id} style={{ paddingInlineStart: `${(entry.level - 2) * 0.75 + 0.75}rem` }}>
                  <a href={`#${entry.id}`} className="text-navy-700 hover:text-gold-600">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div>
          {bodyLang.lang ? (
            <div {...bodyLang}>
              <RichText html={html} />
            </div>
          ) : (
            <RichText html={html} />
          )}
          {blog.faqs.length > 0 && (
            <section className="mt-12">
              <h2 className="heading-2 mb-6">{t('post.faqHeading')}</h2>
              {langOf('faqs').lang ? (
                <div {...langOf('faqs')}>
                  <FaqList items={blog.faqs} />
                </div>
              ) : (
                <FaqList items={blog.faqs} />
              )}
            </section>
          )}
          <SiteLink href={localizedPath('/', locale)} className="btn-secondary mt-10">
            {t('post.explore')}
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
