import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/blocks/section-heading';
import { standOutSteps as arabicSteps } from '@/content/ar/home';
import { standOutSteps } from '@/content/home';
import { inLocale } from '@/lib/i18n/locales';
import { getLocale } from '@/lib/i18n/server';
import { RevealGroup } from './reveal-group';

const STEP_ICONS = [
  // consultation: speech bubble
  'M4 5h16v10H9l-5 4z',
  // preparation: document with lines
  'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  // delivery: box
  'M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8',
  // support: person with headset
  'M12 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5 21a7 7 0 0 1 14 0M4 11V9a8 8 0 0 1 16 0v2',
];

/** Home section 3: the four steps, animated in once half the section is visible. */
export async function StandOut() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('home')]);
  const steps = inLocale(locale, { en: standOutSteps, ar: arabicSteps });
  return (
    <section aria-labelledby="stand-out-heading" className="section bg-mist-50">
      <div className="container-page">
        <SectionHeading
          id="stand-out-heading"
          eyebrow={t('standOut.eyebrow')}
          title={t('standOut.title')}
          lead={t('standOut.lead')}
        />
        <RevealGroup className="mt-12">
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li
                key={step.title}
                data-reveal=""
                style={{ '--reveal-index': index } as CSSProperties}
                className="card relative p-6 pt-8 transition-shadow hover:shadow-md"
              >
                {/* A faint watermark numeral: drawn as generated content, being decoration, not text. */}
                <span
                  aria-hidden="true"
                  data-numeral={String(index + 1).padStart(2, '0')}
                  className="absolute end-5 top-5 font-display text-4xl font-extrabold text-sand-200 before:content-[attr(data-numeral)]"
                />
                <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-2xl bg-navy-900 text-gold-400">
                  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                    <path d={STEP_ICONS[index]} />
                  </svg>
                </span>
                <h3 className="mt-5 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{step.desc}</p>
              </li>
            ))}
          </ol>
        </RevealGroup>
      </div>
    </section>
  );
}
