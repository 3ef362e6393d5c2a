import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/blocks/section-heading';
import type { LandingCopy } from './landing-copy';

const ICONS = [
  // Fast: lightning
  'M13 2 4 14h7l-1 8 9-12h-7z',
  // Convenient: house with door
  'M3 11 12 3l9 8M5 10v10h14V10M10 20v-5h4v5',
  // Personalized: person
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
];

/** The landing page's assurance points: Fast, Convenient, Personalized. */
export async function Assurances({ copy }: { copy: LandingCopy }) {
  const t = await getTranslations('landing.assurances');
  return (
    <section aria-labelledby="assurances-heading" className="section">
      <div className="container-page">
        <SectionHeading id="assurances-heading" eyebrow={t('eyebrow')} title={t('heading')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {copy.assurances.map((point, index) => (
            <li key={point.title} className="card p-7 text-center">
              <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gold-500/15 text-gold-700">
                <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  <path d={ICONS[index]} />
                </svg>
              </span>
              <h3 className="mt-5 heading-3">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{point.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
