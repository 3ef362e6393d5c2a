import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPost } from '@/components/content/blog-post';
import { getBlog, getBlogCards } from '@/lib/content/blogs';
import { slugParams } from '@/lib/data/static-params';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { hasArabic, localize } from '@/lib/i18n/translatable';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/page-metadata';

export async function generateStaticParams() {
  return slugParams((await getBlogCards()).map((blog) => blog.slug));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blogs/[slug]'>): Promise<Metadata> {
  const { slug, locale: segment } = await params;
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  const stored = await getBlog(slug);
  if (!stored) return notFoundMetadata;
  const view = localize(stored, locale);
  const blog = view.value;
  // A translated title beats an English meta title where only the title has Arabic.
  const title = view.fellBack('metaTitle') && !view.fellBack('title') ? blog.title : blog.metaTitle || blog.title;
  return pageMetadata({
    title,
    description: blog.metaDescription,
    path: `/blogs/${slug}`,
    locale,
    inArabic: hasArabic(stored),
    image: { url: blog.imageURL, alt: blog.imageAlt },
    type: 'article',
    publishedTime: blog.createdAt,
    modifiedTime: blog.updatedAt,
  });
}

export default async function BlogPage({ params }: PageProps<'/[locale]/blogs/[slug]'>) {
  const { slug } = await params;
  const blog = await getBlog(slug);
  if (!blog) notFound();
  return <BlogPost blog={blog} />;
}
