import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BlogPost } from '@/components/content/blog-post';
import { CountryVisaPage } from '@/components/country-pages/country-visa-page';
import { StoredVisaPage } from '@/components/content/stored-visa-page';
import { draftHref, previewHref } from '@/lib/publishing/draft-paths';
import { requireAdmin } from '@/lib/auth/require-admin';
import { countryPageService } from '@/lib/country-pages/country-page-service';
import type { ContentServiceDeps } from '@/lib/content/content-service';
import { appDeps } from '@/lib/content/service-deps';
import { draftFields } from '@/lib/publishing/draft-service';
import type { Blog, Visa } from '@/lib/content/content-repository';
import type { Draft } from '@/lib/publishing/draft-repository';
import { countryPageFieldsOf } from '@/lib/country-pages/country-page-definition';
import { dubaiTime } from '@/lib/dubai-time';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { ENGLISH_BLOCK } from '@/lib/i18n/translatable';

/** The public page's own component, showing the draft's fields. */
async function DraftPage({ deps, draft }: { deps: ContentServiceDeps; draft: Draft }) {
  const fields = draftFields(draft);
  const dates = { _id: draft.recordId ?? draft._id, createdAt: draft.savedAt, updatedAt: draft.savedAt, version: draft.version };
  switch (draft.kind) {
    case 'visa': {
      const visa = { ...(fields as unknown as Visa), ...dates };
      const facts = await deps.store.visaFacts.get(visa.slug);
      return <StoredVisaPage visa={visa} facts={facts} />;
    }
    case 'blog':
      return <BlogPost blog={{ ...(fields as unknown as Blog), ...dates }} />;
    case 'country': {
      // The address, the order and the hero image are the published page's: a draft changes the rest.
      const published = draft.recordId ? await countryPageService.find(deps, draft.recordId) : null;
      if (!published) notFound();
      const page = { ...published, ...countryPageFieldsOf(fields), updatedAt: draft.savedAt, version: draft.version };
      const facts = await deps.store.visaFacts.get(page.slug);
      return <CountryVisaPage page={page} facts={facts} />;
    }
  }
}

/**
 * A draft rendered by the public page's own component, under a bar that says it is a preview.
 * The session is checked here, on the server, before the draft is read. The page is in the
 * address's language (`/ar/preview/{id}` shows the draft's Arabic, and English where it has
 * none, as the public page would); the bar is the staff's, in English, with the way to the other.
 */
export async function DraftPreview({ id }: { id: string }) {
  await requireAdmin({ capability: 'content' });
  const deps = await appDeps();
  const [draft, locale] = await Promise.all([deps.store.drafts.get(id), getLocale()]);
  if (!draft) notFound();
  const others = LOCALES.filter((other) => other !== locale);
  return (
    <>
      <div role="note" {...(locale === 'en' ? {} : ENGLISH_BLOCK)} className="sticky top-0 z-40 border-b border-gold-500/40 bg-sand-100 text-navy-950">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
          <p>
            <strong>Preview of a draft.</strong> Not on the website: saved by {draft.savedBy.name} on {dubaiTime(draft.savedAt)}
            {draft.publishAt ? `, scheduled for ${dubaiTime(draft.publishAt)} (Dubai time)` : ''}.
          </p>
          <span className="flex flex-wrap gap-x-5 gap-y-1">
            {others.map((other) => (
              <Link key={other} href={localizedPath(previewHref(draft._id), other)} hrefLang={other} className="font-semibold underline underline-offset-4">
                Preview in <span lang={other}>{LOCALE_NAMES[other]}</span>
              </Link>
            ))}
            <Link href={draftHref(draft._id)} className="font-semibold underline underline-offset-4">
              Back to the draft
            </Link>
          </span>
        </div>
      </div>
      <DraftPage deps={deps} draft={draft} />
    </>
  );
}
