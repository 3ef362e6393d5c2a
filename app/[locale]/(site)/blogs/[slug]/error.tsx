'use client';

import { SiteLink } from '@/components/site/site-link';
import { useBlogErrorTexts } from '@/components/content/blog-error-texts';

/** A post that fails to load (spec: 'Error: {message}'), with a way to try again, in the page's language. */
export default function BlogError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useBlogErrorTexts();
  // A server error reaches the browser with a digest and Next's generic paragraph in place of its
  // message (production keeps server details private): that paragraph is no heading for a visitor.
  const message = error.digest ? texts.unavailable : error.message;
  return (
    <div className="section container-page flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="heading-2">{`${texts.title[0]}${message}${texts.title[1]}`}</h1>
      <p className="lead mt-4">{texts.lead}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="btn-primary">
          {texts.retry}
        </button>
        <SiteLink href={texts.allHref} className="btn-outline">
          {texts.all}
        </SiteLink>
      </div>
    </div>
  );
}
