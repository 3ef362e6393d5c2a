import Link from 'next/link';
import { SectionHeading } from '@/components/blocks/section-heading';
import { Carousel } from '@/components/carousel/carousel';
import { VisaTile } from '@/components/visa/visa-tile';
import { getVisaDirectory } from '@/lib/content/visas';
import { VISA_CAROUSEL_AUTOPLAY_MS, VISA_CAROUSEL_SLIDES } from '@/lib/ui-constants';

/**
 * Home section 2: the visa cards carousel. Cards are rendered on the server from the store and
 * the country pages, so there is nothing to load in the browser and no spinner to show.
 */
export async function PreferredVisas() {
  const visas = await getVisaDirectory();
  return (
    <section aria-labelledby="preferred-heading" className="section">
      <div className="container-page">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="preferred-heading"
            align="left"
            eyebrow="Popular destinations"
            title="Your Preferred Choice for the Most In-Demand Visa"
            lead="Schengen, UK, USA, Canada, Japan and more: pick a destination to see the documents, timelines and how we help."
          />
          <Link href="/visa" className="btn-secondary shrink-0 self-start md:self-auto">
            View more
          </Link>
        </div>
        {visas.length === 0 ? (
          <p className="card mt-10 p-8 text-center text-lg font-semibold">No Visa Found</p>
        ) : (
          <div className="mt-10">
            <Carousel label="In-demand visas" slides={VISA_CAROUSEL_SLIDES} autoplayMs={VISA_CAROUSEL_AUTOPLAY_MS}>
              {visas.map((visa) => (
                <VisaTile key={visa.slug} visa={visa} sizes="(max-width: 480px) 50vw, (max-width: 1024px) 33vw, 300px" />
              ))}
            </Carousel>
          </div>
        )}
      </div>
    </section>
  );
}
