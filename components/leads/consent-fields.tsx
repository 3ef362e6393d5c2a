import { SiteLink } from '@/components/site/site-link';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { MARKETING_CHOICE, noticeFor, noticeWords, offersMarketing } from '@/lib/privacy/consent-notices';

/**
 * What a form tells the visitor beside its button, in the page's language: what their details
 * are used for, with the privacy policy a click away, and, on forms that take a number, the
 * separate marketing choice, unticked. The notice's version goes with the submission, and the
 * language with it (visitor-form-logic.ts, plain-form-fields.tsx).
 */
export function ConsentFields({
  kind,
  idPrefix,
  locale,
  privacyPolicy,
  tone = 'light',
  marketing = false,
}: {
  kind: SubmissionKind;
  idPrefix: string;
  locale: Locale;
  /** The link's words: 'Privacy policy'. */
  privacyPolicy: string;
  tone?: 'light' | 'dark';
  /** Ticked again when the answer page shows the form again as the visitor sent it. */
  marketing?: boolean;
}) {
  const quiet = tone === 'dark' ? 'text-sky-100' : 'text-muted';
  return (
    <div className="space-y-2">
      {offersMarketing(kind) ? (
        <label htmlFor={`${idPrefix}-marketing`} className={`flex items-start gap-2.5 text-sm ${tone === 'dark' ? 'text-white' : 'text-ink'}`}>
          <input id={`${idPrefix}-marketing`} type="checkbox" name="marketing" defaultChecked={marketing} className="mt-0.5 size-4 shrink-0 accent-gold-600" />
          <span>{noticeWords(MARKETING_CHOICE, locale)}</span>
        </label>
      ) : null}
      <p className={`text-xs leading-relaxed ${quiet}`}>
        {noticeWords(noticeFor(kind), locale)}{' '}
        <SiteLink href={localizedPath('/privacy-policy', locale)} className="font-semibold underline underline-offset-2">
          {privacyPolicy}
        </SiteLink>
      </p>
    </div>
  );
}
