import { SiteImage as Image } from '@/components/ui/site-image';
import Link from 'next/link';
import { FaqList } from '@/components/faq/faq-list';
import { ConsultationLink } from '@/components/leads/consultation-link';
import { JsonLd } from '@/components/seo/json-ld';
import { WhatsAppIcon } from '@/components/ui/icons';
import { RichText } from '@/components/ui/rich-text';
import { addHeadingAnchors } from '@/lib/content/heading-anchors';
import { getCompany } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import type { Blog } from '@/lib/content/content-repository';
import { blogPostingLd, breadcrumbLd, faqPageLd } from '@/lib/seo/json-ld';
import { getAuthor } from '@/lib/staff/profiles';
import { articleChatText, whatsappChatHref } from '@/lib/whatsapp';
import { Byline } from './byline';

/** A blog post as the public page shows it: at /blogs/{slug}, and in a draft's preview. */
export async function BlogPost({ blog }: { blog: Pick<Blog, 'title' | 'slug' | 'description' | 'metaDescription' | 'imageURL' | 'imageAlt' | 'faqs' | 'authorId' | 'createdAt' | 'updatedAt'> }) {
  const { slug } = blog;
  const { html, toc } = addHeadingAnchors(blog.description);
  const siteUrl = getEnv().SITE_URL;
  const company = getCompany();
  const author = blog.authorId ? await getAuthor(blog.authorId) : null;
  return (
    <article className="section container-page" data-lead-topic={blog.title}>
      <JsonLd data={blogPostingLd(siteUrl, company, blog, author)} />
      <JsonLd
        data={breadcrumbLd(siteUrl, [
          { name: 'Home', path: '/' },
          { name: 'Blogs', path: '/blogs' },
          { name: blog.title, path: `/blogs/${slug}` },
        ])}
      />
      {blog.faqs.length > 0 && <JsonLd data={faqPageLd(blog.faqs)} />}
      <header className="mx-auto max-w-3xl text-center">
        <p className="eyebrow">Visa guide</p>
        <h1 className="heading-1 mt-2">{blog.title}</h1>
        <Byline authorId={blog.authorId} published={blog.createdAt} reviewed={blog.updatedAt} className="mx-auto mt-5 w-fit" />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ConsultationLink idPrefix="post-consultation">Apply now</ConsultationLink>
          <a href={whatsappChatHref(company.whatsapp, articleChatText(company.name, blog.title))} className="btn-outline" rel="noopener noreferrer" target="_blank">
            <WhatsAppIcon className="size-5" />
            Ask on WhatsApp
          </a>
        </div>
      </header>
      <div className="relative mx-auto mt-10 aspect-[40/21] max-w-5xl overflow-hidden rounded-3xl bg-sky-100">
        <Image src={blog.imageURL} alt={blog.imageAlt} fill priority fetchPriority="high" sizes="(min-width: 1024px) 1024px, 100vw" className="object-cover" />
      </div>
      <div className="mx-auto mt-12 grid max-w-5xl gap-10 lg:grid-cols-[220px_minmax(0,1fr)]">
        {toc.length > 0 && (
          <nav aria-label="In this article" className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="text-sm font-semibold tracking-wider text-muted uppercase">In this article</h2>
            <ol className="mt-3 space-y-2 border-l border-navy-900/10 text-sm">
              {toc.map((entry) => (
                <li key={entry.id} style={{ paddingLeft: `${(entry.level - 2) * 0.75 + 0.75}rem` }}>
                  <a href={`#${entry.id}`} className="text-navy-700 hover:text-gold-600">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div>
          <RichText html={html} />
          {blog.faqs.length > 0 && (
            <section className="mt-12">
              <h2 className="heading-2 mb-6">Frequently asked questions</h2>
              <FaqList items={blog.faqs} />
            </section>
          )}
          <Link href="/" className="btn-secondary mt-10">
            Explore now
          </Link>
        </div>
      </div>
    </article>
  );
}
