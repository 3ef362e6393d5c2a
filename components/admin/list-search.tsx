import Link from 'next/link';
import { LIST_SEARCH_MAX } from '@/lib/admin/list-search';

/**
 * The search box of an admin list: a plain GET form, so it works without JavaScript and the
 * address can be shared; the page filters on the server.
 */
export function ListSearch({ action, search, label, placeholder }: { action: string; search: string | undefined; label: string; placeholder: string }) {
  return (
    <form method="get" action={action} role="search" aria-label={label} className="card mb-6 flex flex-wrap items-end gap-3 p-4">
      <label className="admin-label min-w-0 flex-1 basis-56">
        {label}
        <input type="search" name="q" defaultValue={search ?? ''} maxLength={LIST_SEARCH_MAX} placeholder={placeholder} className="admin-input mt-1" />
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-secondary">
          Search
        </button>
        {search ? (
          <Link href={action} className="btn-outline">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** What a list shows when its search finds nothing: the search, and the way back to everything. */
export function NoSearchMatches({ search, noun, clearHref }: { search: string; noun: string; clearHref: string }) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" role="status">
      <p className="max-w-md text-muted">
        <strong className="block font-display text-lg text-navy-900">No {noun} match “{search}”.</strong> Search looks in titles and slugs; try fewer letters.
      </p>
      <Link href={clearHref} className="btn-outline">
        Show all {noun}
      </Link>
    </div>
  );
}
