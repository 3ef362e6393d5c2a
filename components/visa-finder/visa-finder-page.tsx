import Link from 'next/link';
import { PageIntro } from '@/components/blocks/page-intro';
import { VisaFinderSection } from '@/components/visa-finder/visa-finder-section';
import type { VisaFinderEntry } from '@/lib/visa-facts/visa-facts';
import type { FinderQuery } from '@/lib/visa-finder/match';

/** /visa and its no-script results pages: the same intro, finder and closing call to contact us. */
export function VisaFinderPage({ entries, query, noMatch = false }: { entries: readonly VisaFinderEntry[]; query: FinderQuery; noMatch?: boolean }) {
  return (
    <>
      <PageIntro
        eyebrow="Popular visas"
        title="The best visa agency in Dubai for your next trip"
        lead="Choose your destination to see who needs a visa, which documents to prepare and how we take care of the application for you."
      />
      <div className="section container-page">
        <VisaFinderSection entries={entries} query={query} noMatch={noMatch} />
        <div className="mt-14 flex flex-col items-start gap-4 rounded-3xl bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="heading-3 text-white">Can’t find your destination?</h2>
            <p className="mt-2 text-sky-100">We arrange visas for more than 120 countries. Ask us about yours.</p>
          </div>
          <Link href="/contact" className="btn-primary shrink-0">
            Contact Us
          </Link>
        </div>
      </div>
    </>
  );
}
