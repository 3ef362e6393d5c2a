import { SiteImage as Image } from '@/components/ui/site-image';
import Link from 'next/link';
import type { VisaCard } from '@/lib/content/visas';

/** A visa in a carousel: image, country, title and an 'explore' link to its page (styles: visa-tile-* in globals.css). */
export function VisaTile({ visa, sizes, titleTag: Title = 'h3' }: { visa: VisaCard; sizes: string; titleTag?: 'h2' | 'h3' }) {
  return (
    <article className="visa-tile group">
      <div className="visa-tile-media">
        <Image src={visa.imageURL} alt={visa.imageAlt} fill frame="card" sizes={sizes} className="visa-tile-image" />
        <span className="visa-tile-badge">{visa.country}</span>
      </div>
      <div className="visa-tile-body">
        <Title className="visa-tile-title">{visa.title}</Title>
        <Link href={`/visa/${visa.slug}`} className="visa-tile-link">
          Explore<span className="sr-only"> {visa.title}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="visa-tile-arrow" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </Link>
      </div>
    </article>
  );
}
