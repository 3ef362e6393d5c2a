import { SiteImage as Image } from '@/components/ui/site-image';
import type { ReactNode } from 'react';

/** The top of an inner page: eyebrow, h1 and lead, then the page's banner illustration in full. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  image: { src: string; alt: string };
  children?: ReactNode;
}) {
  return (
    <section className="relative">
      <div className="absolute inset-x-0 top-0 h-[calc(100%-5rem)] bg-mist-100 sm:h-[calc(100%-8rem)]" aria-hidden="true" />
      <div className="relative container-page pt-12 sm:pt-16">
        <div className="max-w-3xl">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="heading-1 mt-2">{title}</h1>
          <p className="lead mt-4">{lead}</p>
          {children}
        </div>
        <div className="relative mt-10 aspect-[8/3] overflow-hidden rounded-3xl bg-sand-100 shadow-xl shadow-navy-900/10 ring-1 ring-navy-900/5 sm:rounded-[2rem]">
          <Image src={image.src} alt={image.alt} fill priority fetchPriority="high" sizes="(min-width: 1280px) 1216px, calc(100vw - 2rem)" className="object-cover" />
        </div>
      </div>
    </section>
  );
}
