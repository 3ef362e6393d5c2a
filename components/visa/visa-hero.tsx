import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ConsultationLink } from '@/components/leads/consultation-link';
import { WhatsAppIcon } from '@/components/ui/icons';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { SiteImage as Image } from '@/components/ui/site-image';
import type { LangAttributes } from '../content/localized';
import { Marked } from '../content/marked';

export interface VisaHeroProps {
  /** The country as the consultation form knows it (English): the form's country is chosen from it. */
  country: string;
  eyebrow: string;
  title: string;
  image: { src: string; alt: string };
  /** The blocks that show English on an Arabic page (no Arabic for them yet). */
  lang?: { eyebrow?: LangAttributes; title?: LangAttributes; imageAlt?: LangAttributes };
  /** Under the title: who wrote the page and when it was published and last reviewed. */
  byline?: ReactNode;
  /** Under the byline: the page's own short facts. */
  meta?: ReactNode;
  /** The opening text. */
  summary?: ReactNode;
  /** The consultation button's words (each page type keeps its own). */
  applyLabel: string;
  whatsappHref: string;
}

/**
 * The one hero of every visa page (stored visas and country guides): eyebrow, title, the byline,
 * a line of short facts, the opening text and the two ways to start, beside the page's image on
 * desktop and under a short banner of it on phones. Who wrote the page sits with its title, so the
 * main column still opens with the facts. The grid follows the page's direction: the text at the
 * start (left in English, right in Arabic), the image at the end.
 */
export async function VisaHero({ country, eyebrow, title, image, lang = {}, byline, meta, summary, applyLabel, whatsappHref }: VisaHeroProps) {
  const [t, locale] = await Promise.all([getTranslations('visas'), getLocale()]);
  return (
    <header data-testid="visa-hero" className="bg-mist-100">
      <div className="container-page grid items-center gap-6 py-6 sm:py-10 lg:grid-cols-2 lg:gap-10 lg:py-16">
        <div className="relative aspect-[2/1] overflow-hidden rounded-3xl bg-sky-100 shadow-lg sm:aspect-[5/2] lg:order-last lg:aspect-[3/2] lg:rounded-[2rem]">
          <Image src={image.src} alt={image.alt} {...lang.imageAlt} fill priority fetchPriority="high" sizes="(min-width: 1280px) 592px, (min-width: 1024px) 50vw, 100vw" className="object-cover" />
        </div>
        <div>
          <p className="eyebrow">
            <Marked lang={lang.eyebrow ?? {}}>{eyebrow}</Marked>
          </p>
          <h1 className="heading-1 mt-2">
            <Marked lang={lang.title ?? {}}>{title}</Marked>
          </h1>
          {byline && <div className="mt-4">{byline}</div>}
          {meta && <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-muted">{meta}</div>}
          {summary && <div className="mt-4 text-lg leading-relaxed">{summary}</div>}
          <div className="mt-6 flex flex-wrap gap-3">
            <ConsultationLink contactHref={localizedPath('/contact', locale)} country={country} idPrefix="hero-consultation">
              {applyLabel}
            </ConsultationLink>
            <a href={whatsappHref} className="btn-outline" rel="noopener noreferrer" target="_blank">
              <WhatsAppIcon className="size-5" />
              {t('hero.whatsapp')}
            </a>
          </div>
        </div>
      </div>
    </header>
  );
}
