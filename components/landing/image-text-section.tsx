import { SiteImage as Image } from '@/components/ui/site-image';
import type { ReactNode } from 'react';
import { BANNER_ASPECT } from '@/content/banners';

/**
 * A heading, paragraphs and actions with a banner illustration (the landing page's community and
 * camp sections). The banners are wide (8:3), so the picture spans the container at its own
 * proportions, under the words or above them (`reverse`), rather than cropped into a column.
 */
export function ImageTextSection({
  id,
  eyebrow,
  heading,
  paragraphs,
  image,
  actions,
  reverse = false,
  className = '',
}: {
  id: string;
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  image: { src: string; alt: string };
  actions: ReactNode;
  reverse?: boolean;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`section ${className}`}>
      <div className={`container-page flex gap-10 lg:gap-12 ${reverse ? 'flex-col-reverse' : 'flex-col'}`}>
        <div className="grid gap-6 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <p className="eyebrow">{eyebrow}</p>
            <h2 id={id} className="heading-2 mt-2">
              {heading}
            </h2>
          </div>
          <div className="lg:col-span-7">
            <div className="space-y-4 text-lg leading-relaxed text-muted">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-8 flex flex-wrap items-center gap-4">{actions}</div>
          </div>
        </div>
        <div className="relative overflow-hidden rounded-[2rem] bg-sand-100 shadow-lg" style={{ aspectRatio: BANNER_ASPECT }}>
          <Image src={image.src} alt={image.alt} fill sizes="(min-width: 1280px) 1216px, 100vw" className="object-cover" />
        </div>
      </div>
    </section>
  );
}
