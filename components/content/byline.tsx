import { getAuthor } from '@/lib/staff/profiles';
import { checkedOn } from '@/lib/visa-facts/format';
import { AuthorPhoto } from './author-photo';

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
 * and readers look for both before they trust a page.
 */
export async function Byline({ authorId = '', published, reviewed, className = '' }: BylineProps) {
  const author = authorId ? await getAuthor(authorId) : null;
  return (
    <div className={`flex items-center gap-3 text-start ${className}`} data-byline="">
      {author && <AuthorPhoto name={author.name} photoURL={author.photoURL} size={48} />}
      <div className="min-w-0 text-sm">
        {author && (
          <p>
            <span className="font-semibold text-navy-900">{author.name}</span>
            {author.roleTitle && <span className="text-muted">, {author.roleTitle}</span>}
          </p>
        )}
        <p className="text-muted">
          {published && (
            <>
              Published <time dateTime={published}>{checkedOn(published)}</time>
              <span aria-hidden="true"> · </span>
            </>
          )}
          Last reviewed <time dateTime={reviewed}>{checkedOn(reviewed)}</time>
        </p>
      </div>
    </div>
  );
}
