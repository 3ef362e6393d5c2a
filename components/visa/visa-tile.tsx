import { SiteImage as Image } from '@/components/ui/site-image';
import Link from 'next/link';
import type { VisaCard } from '@/lib/data/visas';

/** A visa in a carousel: image, country, title and an 'explore' link to its page. */
export function VisaTile({ visa, sizes, titleTag: Title = 'h3' }: { visa: VisaCard; sizes: string; titleTag?: 'h2' | 'h3' }) {
  return (
    <article className="card group relative flex h-full flex-col transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-sky-100">
        <Image src={visa.imageURL} alt={visa.imageAlt} fill sizes={sizes} className="object-cover transition-transform duration-500 group-hover:scale-105" />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold tracking-wide text-navy-900 shadow-sm">
          {visa.country}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <Title className="flex-1 font-display text-base leading-snug font-bold text-navy-900 sm:text-lg">{visa.title}</Title>
        <Link
          href={`/visa/${visa.slug}`}
          className="inline-flex items-center gap-1.5 self-start text-sm font-bold text-navy-700 after:absolute after:inset-0 after:content-[''] hover:text-gold-600"
        >
          explore<span className="sr-only"> {visa.title}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </Link>
      </div>
    </article>
  );
}
