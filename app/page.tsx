import Link from 'next/link';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { company } from '@/content/company';

export default function HomePage() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="bg-navy-900 text-white">
        <section className="container-page py-20 sm:py-28">
          <p className="eyebrow text-gold-400">Visa consultants in Dubai</p>
          <h1 className="heading-1 mt-3 max-w-3xl text-white">Visa on time, guaranteed</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-sky-100">
            Free consultation, complete application preparation and doorstep document delivery for UAE residents travelling to{' '}
            {company.stats[0].value} countries.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/visa" className="btn-primary">
              Explore visas
            </Link>
            <Link href="/blogs" className="btn border border-white/30 text-white hover:bg-white/10">
              Read our guides
            </Link>
          </div>
          <dl className="mt-12 grid max-w-xl grid-cols-3 gap-6">
            {company.stats.map((stat) => (
              <div key={stat.label}>
                <dt className="text-sm text-sky-300">{stat.label}</dt>
                <dd className="font-display text-3xl font-extrabold text-gold-400">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
