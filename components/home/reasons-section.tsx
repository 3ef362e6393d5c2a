import type { CSSProperties } from 'react';
import Link from 'next/link';
import { reasons } from '@/content/home';
import { company } from '@/content/company';
import { REASONS_INTERVAL_MS } from '@/lib/ui-constants';
import { Reasons } from './reasons';

/** Home section 5: 'Why Ztart Visa Is Your Trusted Choice' with six rotating reasons. */
export function ReasonsSection() {
  return (
    <section
      aria-labelledby="reasons-heading"
      className="section relative overflow-hidden bg-navy-900 text-white"
      style={{ '--reasons-interval': `${REASONS_INTERVAL_MS}ms` } as CSSProperties}
    >
      <div aria-hidden="true" className="absolute -top-32 -right-32 size-96 rounded-full bg-navy-700/60 blur-3xl" />
      <div className="relative container-page grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-center">
        <div>
          <p className="eyebrow text-gold-400">Six reasons</p>
          <h2 id="reasons-heading" className="heading-2 mt-2 text-white">
            Why {company.name} Is Your Trusted Choice
          </h2>
          <p className="lead mt-4 text-sky-100">
            Experienced people, clear fees and a service built around UAE residents: {company.stats[1].value} clients have travelled with
            our help.
          </p>
          <Link href="/contact" className="btn-primary mt-8">
            Start your visa process
          </Link>
        </div>
        <Reasons reasons={reasons} />
      </div>
    </section>
  );
}
