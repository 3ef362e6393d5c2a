import { SiteImage as Image } from '@/components/ui/site-image';
import Link from 'next/link';
import type { VisaCard as VisaCardData } from '@/lib/content/visas';
import { VisaFactsSummary, type VisaCardFacts } from '../visa-facts/visa-facts-summary';

/**
 * A visa in a grid: image, country, title and a 'Read more' link to its page; in the visa finder,
 * also its kinds, lowest fee and processing time (`facts`).
 */
export function VisaCard({ visa, facts, priority = false }: { visa: VisaCardData; facts?: VisaCardFacts; priority?: boolean }) {
  return (
    <article className="card group flex h-full flex-col transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-sky-100">
        <Image
          src={visa.imageURL}
          alt={visa.imageAlt}
          fill
          frame="card"
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition-transform duration-300 group-hover:scale-105"
          priority={priority}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="eyebrow">{visa.country}</p>
        <h2 className="heading-3 flex-1 text-lg sm:text-xl">{visa.title}</h2>
        {facts && <VisaFactsSummary facts={facts} />}
        {/* The spec's visible 'Read more'; the hidden rest names the target for screen readers and crawlers. */}
        <Link href={`/visa/${visa.slug}`} className="btn-outline mt-3 self-start">
          Read more<span className="sr-only"> about the {visa.title}</span>
        </Link>
      </div>
    </article>
  );
}
