import { SiteImage as Image } from '@/components/ui/site-image';
import { SiteLink } from '@/components/site/site-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';

interface CtaBannerProps {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  /** The button; a path of the site (`/contact`) leads to its version in the page's language. */
  cta: { href: string; label: string };
  image: { src: string; alt: string };
  tone?: 'navy' | 'sand';
}

/** A banner: the illustration in full, then a heading, a line of text and one button. */
export async function CtaBanner({ id, eyebrow, title, text, cta, image, tone = 'navy' }: CtaBannerProps) {
  const dark = tone === 'navy';
  const locale = await getLocale();
  // A path given already in the page's language (`/ar/contact`) is kept as it is.
  const href = cta.href.startsWith('/') && splitLocale(cta.href).locale !== locale ? localizedPath(cta.href, locale) : cta.href;
  return (
    <section aria-labelledby={id} className="section">
      <div className="container-page">
        <div className={`overflow-hidden rounded-3xl sm:rounded-[2rem] ${dark ? 'bg-navy-900 text-white' : 'bg-sand-100 text-ink'}`}>
          <div className="relative aspect-[8/3]">
            <Image src={image.src} alt={image.alt} fill sizes="(min-width: 1280px) 1216px, calc(100vw - 2rem)" className="object-cover" />
          </div>
          <div className="flex flex-col gap-6 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between lg:gap-12 lg:px-14">
            <div className="max-w-2xl">
              {eyebrow && <p className={`eyebrow ${dark ? 'text-gold-400' : ''}`}>{eyebrow}</p>}
              <h2 id={id} className={`heading-2 mt-2 ${dark ? 'text-white' : ''}`}>
                {title}
              </h2>
              <p className={`mt-3 text-lg leading-relaxed ${dark ? 'text-sky-100' : 'text-muted'}`}>{text}</p>
            </div>
            <SiteLink href={href} className={`${dark ? 'btn-primary' : 'btn-secondary'} shrink-0 self-start lg:self-center`}>
              {cta.label}
              <ArrowRightIcon />
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
