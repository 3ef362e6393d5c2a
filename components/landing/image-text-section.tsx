import Image from 'next/image';
import type { ReactNode } from 'react';

/** A heading, paragraphs and actions beside an illustration (the landing page's community and camp sections). */
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
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={reverse ? 'lg:order-2' : ''}>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id} className="heading-2 mt-2">
            {heading}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-4">{actions}</div>
        </div>
        <div className={`relative aspect-[4/3] overflow-hidden rounded-[2rem] bg-sand-100 shadow-lg ${reverse ? 'lg:order-1' : ''}`}>
          <Image src={image.src} alt={image.alt} fill sizes="(min-width: 1280px) 592px, (min-width: 1024px) 50vw, 100vw" className="object-cover" />
        </div>
      </div>
    </section>
  );
}
