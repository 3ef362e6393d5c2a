import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getLocale } from '@/lib/i18n/server';
import { localize } from '@/lib/i18n/translatable';
import { getAuthor } from '@/lib/staff/profiles';
import { dayIn } from '@/lib/visa-facts/format';
import { AuthorPhoto } from './author-photo';
import { Marked } from './marked';

interface BylineProps {
  /** The record's author (a staff profile id), or '' when it has none. */
  authorId?: string;
  /** When the record was first published; left out where the store's date would not be true (country guides). */
  published?: string;
  /** When staff last saved the record's content. */
  reviewed: string;
  className?: string;
}

/**
 * Who wrote a post or visa page and when it was published and last reviewed: visa rules change,
 * and readers look for both before they trust a page. On an Arabic page the author's Arabic name
 * and role where their profile has them (else the English, marked) and the dates in Arabic.
 */
export async function Byline({ authorId = '', published, reviewed, className = '' }: BylineProps) {
  const [locale, t, profile] = await Promise.all([getLocale(), getTranslations('visas'), authorId ? getAuthor(authorId) : null]);
  const author = profile && localize(profile, locale);
  const date = (iso: string) => ({ date: dayIn(iso, locale), time: (chunks: ReactNode) => <time dateTime={iso}>{chunks}</time> });
  return (
    <div className={`flex items-center gap-3 text-start ${className}`} data-byline="">
      {/* Initials from the name as written in Latin letters: Arabic letters cut from their words do not read as initials. */}
      {profile && <AuthorPhoto name={profile.name} photoURL={profile.photoURL} size={48} />}
      <div className="min-w-0 text-sm">
        {author && (
          <p>
            <span className="font-semibold text-navy-900">
              <Marked lang={author.langOf('name')}>{author.value.name}</Marked>
            </span>
            {author.value.roleTitle && (
              <span className="text-muted">
                {t('comma')}
                <Marked lang={author.langOf('roleTitle')}>{author.value.roleTitle}</Marked>
              </span>
            )}
          </p>
        )}
        <p className="text-muted">
          {published && (
            <>
              {t.rich('byline.published', date(published))}
              <span aria-hidden="true"> · </span>
            </>
          )}
          {t.rich('byline.reviewed', date(reviewed))}
        </p>
      </div>
    </div>
  );
}
