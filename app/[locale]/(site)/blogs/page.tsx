import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SiteImage as Image } from '@/components/ui/site-image';
import Link from 'next/link';
import { PageIntro } from '@/components/blocks/page-intro';
import { getBlogCards } from '@/lib/content/blogs';

export const metadata: Metadata = pageMetadata({
  title: 'Visa tips and guides for UAE residents | Ztart Visa',
  description: 'Guides from our Dubai visa consultants: document checklists, processing times, travel insurance and e-visas.',
  path: '/blogs',
});

export default async function BlogListPage() {
  const blogs = await getBlogCards();
  return (
    <>
      <PageIntro eyebrow="Blog" title="Visa tips and guides" lead="Practical advice from our consultants on preparing a strong application from the UAE." />
      <div className="section container-page">
        {blogs.length === 0 ? (
          <p className="card p-8 text-center text-lg font-semibold">No Blogs Found</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((blog, index) => (
              <li key={blog.slug}>
                <article className="card group flex h-full flex-col">
                  <div className="relative aspect-[40/21] overflow-hidden bg-sky-100">
                    <Image
                      src={blog.imageURL}
                      alt={blog.imageAlt}
                      fill
                      frame="card"
                      sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                      className="object-cover transition-transform duration-300 group-hover:scale-105"
                      priority={index < 3}
                    />
                  </div>
                  <div className="flex flex-1 flex-col gap-3 p-5">
                    <h2 className="heading-3 text-lg sm:text-xl">{blog.title}</h2>
                    <p className="flex-1 text-sm leading-relaxed text-muted">{blog.metaDescription}</p>
                    <Link href={`/blogs/${blog.slug}`} className="btn-outline self-start">
                      Read more<span className="sr-only"> about {blog.title}</span>
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
