import Image from 'next/image';
import Link from 'next/link';
import { ArrowRightIcon } from '@/components/ui/icons';

interface CtaBannerProps {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  cta: { href: string; label: string };
  image: { src: string; alt: string };
  tone?: 'navy' | 'sand';
  /** Image on the left instead of the right (large screens). */
  reverse?: boolean;
}

/** A banner with an illustration, a heading, a line of text and one button. */
export function CtaBanner({ id, eyebrow, title, text, cta, image, tone = 'navy', reverse = false }: CtaBannerProps) {
  const dark = tone === 'navy';
  return (
    <section aria-labelledby={id} className="section">
      <div className="container-page">
        <div
          className={`grid items-center overflow-hidden rounded-[2rem] lg:grid-cols-2 ${dark ? 'bg-navy-900 text-white' : 'bg-sand-100 text-ink'}`}
        >
          <div className={`p-8 sm:p-12 lg:p-14 ${reverse ? 'lg:order-2' : ''}`}>
            {eyebrow && <p className={`eyebrow ${dark ? 'text-gold-400' : ''}`}>{eyebrow}</p>}
            <h2 id={id} className={`heading-2 mt-2 ${dark ? 'text-white' : ''}`}>
              {title}
            </h2>
            <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-sky-100' : 'text-muted'}`}>{text}</p>
            <Link href={cta.href} className={`${dark ? 'btn-primary' : 'btn-secondary'} mt-8`}>
              {cta.label}
              <ArrowRightIcon />
            </Link>
          </div>
          <div className={`relative aspect-[16/10] h-full min-h-64 w-full ${reverse ? 'lg:order-1' : ''}`}>
            <Image src={image.src} alt={image.alt} fill sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw" className="object-cover" />
          </div>
        </div>
      </div>
    </section>
  );
}
