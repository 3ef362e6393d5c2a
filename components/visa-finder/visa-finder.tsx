'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { visaMatches, type FinderKind, type FinderQuery } from '@/lib/visa-finder/match';
import type { VisaKind } from '@/lib/visa-facts/visa-facts-definition';

export interface FinderItem {
  key: string;
  country: string;
  countryAr?: string;
  titleAr?: string;
  kinds: readonly VisaKind[];
  /** The card, rendered on the server. */
  card: ReactNode;
}

interface VisaFinderProps {
  items: readonly FinderItem[];
  kindOptions: ReadonlyArray<{ value: FinderKind; label: string }>;
  /** The search the server rendered (the no-script results pages); empty on /visa. */
  initial: FinderQuery;
  /** The no-script no-match page: every card hidden until the visitor changes the search. */
  noMatch?: boolean;
  /** Where the form goes without script (GET /visa-finder, which answers with a results page). */
  action: string;
  qMax: number;
  /** The address that keeps the search as `?q=&kind=` (the visa list). */
  listPath: string;
  texts: VisaFinderTexts;
}

/** What the finder says, in the page's language, from the server component that renders it. */
export interface VisaFinderTexts {
  label: string;
  country: string;
  placeholder: string;
  kind: string;
  submit: string;
  /** "n visas found" for each count from 0 to the number of visas. */
  found: readonly string[];
  /** 'No visa matches “{q}”': the text before what was typed and after it. */
  noMatchFor: readonly [before: string, after: string];
  noMatch: string;
  /** The line offering to ask us, its link to the contact page included. */
  askUs: ReactNode;
}

// The search in the address bar (a shared or bookmarked /visa?q=japan): read on the client only,
// so hydration sees what the server rendered and the next render applies it.
const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const readSearch = () => window.location.search;
const serverSearch = () => '';

function queryFromSearch(search: string, kinds: ReadonlyArray<{ value: FinderKind }>): FinderQuery | null {
  const params = new URLSearchParams(search);
  if (!params.has('q') && !params.has('kind')) return null;
  const kind = kinds.find((option) => option.value === params.get('kind'))?.value ?? 'all';
  return { q: params.get('q') ?? '', kind };
}

/**
 * The visa finder's form and cards. The server renders every card and this filters them as the
 * visitor types or picks a kind (no request), keeping the search in the address so the link can
 * be shared. Without script, the same form is a GET to the results pages.
 */
export function VisaFinder({ items, kindOptions, initial, noMatch = false, action, qMax, listPath, texts }: VisaFinderProps) {
  const [edited, setEdited] = useState<FinderQuery | null>(null);
  const fromAddress = queryFromSearch(useSyncExternalStore(subscribeToHistory, readSearch, serverSearch), kindOptions);
  const query = edited ?? fromAddress ?? initial;
  const showNone = noMatch && edited === null && fromAddress === null;
  const shown = showNone ? 0 : items.filter((item) => visaMatches(item, query)).length;

  function change(next: FinderQuery) {
    setEdited(next);
    const params = new URLSearchParams();
    if (next.q.trim() !== '') params.set('q', next.q.trim());
    if (next.kind !== 'all') params.set('kind', next.kind);
    const search = params.toString();
    window.history.replaceState(null, '', search ? `${listPath}?${search}` : listPath);
  }

  return (
    <>
      <form
        method="get"
        action={action}
        role="search"
        aria-label={texts.label}
        onSubmit={(event) => event.preventDefault()}
        className="card grid gap-5 p-5 sm:p-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end"
      >
        <div className="grid gap-5 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] md:items-end">
          <div>
            <label htmlFor="visa-finder-q" className="field-label">
              {texts.country}
            </label>
            <input
              id="visa-finder-q"
              name="q"
              type="search"
              value={query.q}
              onChange={(event) => change({ ...query, q: event.target.value })}
              maxLength={qMax}
              autoComplete="off"
              spellCheck={false}
              placeholder={texts.placeholder}
              className="field-input"
            />
          </div>
          <fieldset>
            <legend className="field-label">{texts.kind}</legend>
            <div className="flex flex-wrap gap-2">
              {kindOptions.map((option) => (
                <label key={option.value} className="relative">
                  <input
                    type="radio"
                    name="kind"
                    value={option.value}
                    checked={query.kind === option.value}
                    onChange={() => change({ ...query, kind: option.value })}
                    className="peer absolute inset-0 cursor-pointer appearance-none rounded-full"
                  />
                  <span className="pointer-events-none inline-flex min-h-11 items-center rounded-full border border-navy-900/20 bg-white px-4 text-sm font-semibold text-navy-900 transition-colors peer-checked:border-navy-900 peer-checked:bg-navy-900 peer-checked:text-white peer-hover:border-navy-900 peer-focus-visible:ring-2 peer-focus-visible:ring-gold-400 peer-focus-visible:ring-offset-2">
                    {option.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <button type="submit" className="btn-secondary">
          {texts.submit}
        </button>
      </form>

      <p role="status" className="mt-8 mb-4 text-sm font-semibold text-muted">
        {texts.found[shown]}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} hidden={showNone || !visaMatches(item, query)}>
            {item.card}
          </li>
        ))}
      </ul>
      {shown === 0 && (
        <div className="card p-8 text-center">
          <p className="text-lg font-semibold text-navy-900">
            {query.q.trim() !== '' && !showNone ? `${texts.noMatchFor[0]}${query.q.trim()}${texts.noMatchFor[1]}` : texts.noMatch}
          </p>
          <p className="mt-2 text-muted">{texts.askUs}</p>
        </div>
      )}
    </>
  );
}
