import { StarRating } from '@/components/ui/star-rating';
import { ReviewText } from './review-text';

/** `lang="en" dir="ltr"` on a part an Arabic page shows in English. */
type LangAttributes = { lang?: string; dir?: string };

interface TestimonialCardProps {
  name: string;
  place: string;
  /** The review as HTML, sanitised when staff saved it (lib/site-lists/site-list-service.ts). */
  html: string;
  /** The review cut for phones, when it is long (lib/content/plain-text.ts). */
  short: string | null;
  /** Which parts are in English on an Arabic page. */
  lang?: { name?: LangAttributes; place?: LangAttributes; text?: LangAttributes };
  /** The stars' name and the Read More / Read Less toggle's words, in the page's language. */
  labels: { stars: string; readMore: string; readLess: string };
}

/**
 * A client review: stars, text, name and place. Rendered on the server; only the Read More
 * toggle of ReviewText runs in the browser.
 */
export function TestimonialCard({ name, place, html, short, lang = {}, labels }: TestimonialCardProps) {
  return (
    <figure className="card flex h-full flex-col p-6 sm:p-7">
      <div className="flex items-center justify-between">
        <StarRating stars={5} label={labels.stars} className="text-gold-500" />
        <span aria-hidden="true" className="quote-mark text-sand-200 rtl:-scale-x-100" />
      </div>
      <ReviewText short={short} lang={lang.text} labels={labels}>
        <div className="prose-rich text-[0.95rem]" dangerouslySetInnerHTML={{ __html: html }} />
      </ReviewText>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-navy-900/10 pt-4">
        <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-navy-900 font-display text-sm font-bold text-gold-400">
          {initials(name)}
        </span>
        <span>
          <span className="block font-semibold text-navy-900" {...lang.name}>
            {name}
          </span>
          <span className="block text-sm text-muted uppercase" {...lang.place}>
            {place}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}
