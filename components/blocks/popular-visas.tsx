import Link from 'next/link';
import { Carousel } from '@/components/carousel/carousel';
import { VisaTile } from '@/components/visa/visa-tile';
import { getVisaDirectory } from '@/lib/content/visas';
import { POPULAR_VISA_SLIDES } from '@/lib/ui-constants';
import { SectionHeading } from './section-heading';

/** The 'Popular Visas from UAE' carousel (another heading on the landing page) with 'explore more' to /visa. */
export async function PopularVisas({
  heading = 'Popular Visas from UAE',
  className = '',
  exclude,
}: {
  heading?: string;
  className?: string;
  /** The slug of the visa page it is shown on, left out of its own list. */
  exclude?: string;
}) {
  const visas = (await getVisaDirectory()).filter((visa) => visa.slug !== exclude);
  if (visas.length === 0) return null;
  return (
    <section aria-labelledby="popular-visas-heading" className={`section ${className}`}>
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="popular-visas-heading"
            align="left"
            eyebrow="Destinations"
            title={heading}
            lead="Tourist, family and business visas that UAE residents ask us for most."
          />
          <Link href="/visa" className="btn-outline shrink-0 self-start sm:self-auto">
            Explore more
          </Link>
        </div>
        <div className="mt-10">
          <Carousel label="Popular visas" slides={POPULAR_VISA_SLIDES}>
            {visas.map((visa) => (
              <VisaTile key={visa.slug} visa={visa} sizes="(max-width: 480px) 90vw, (max-width: 1024px) 50vw, 400px" />
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
