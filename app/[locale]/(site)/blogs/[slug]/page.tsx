import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPost } from '@/components/content/blog-post';
import { getBlog, getBlogCards } from '@/lib/content/blogs';
import { slugParams } from '@/lib/data/static-params';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/page-metadata';
export async function generateStaticParams() {
  return slugParams((await getBlogCards()).map((blog) => blog.slug));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blogs/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const blog = await getBlog(slug);
  if (!blog) return notFoundMetadata;
  return pageMetadata({
    title: blog.metaTitle || blog.title,
    description: blog.metaDescription,
    path: `/blogs/${slug}`,
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
