import Image from 'next/image';
import type { ReactNode } from 'react';

/** The top of an inner page: eyebrow, h1, lead and a banner illustration. */
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
    <section className="bg-mist-100">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="heading-1 mt-2">{title}</h1>
          <p className="lead mt-4">{lead}</p>
          {children}
        </div>
        <div className="relative aspect-[16/10] overflow-hidden rounded-[2rem] bg-sand-100 shadow-lg">
          <Image src={image.src} alt={image.alt} fill priority sizes="(min-width: 1280px) 592px, (min-width: 1024px) 50vw, 100vw" className="object-cover" />
        </div>
      </div>
    </section>
  );
}
