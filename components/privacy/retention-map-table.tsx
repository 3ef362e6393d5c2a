import type { ReactNode } from 'react';
import { requireAdmin } from '@/lib/auth/require-admin';
import { currentRetentionMap } from '@/lib/privacy/retention-current';
import { type RetentionPlace, keptForText, settingOf } from '@/lib/privacy/retention-map';

const COLUMNS = ['Place', 'What it holds', 'Kept for', 'Counted from', 'Why'] as const;

/**
 * /admin/privacy/retention, the owner's: every place personal data is kept, how long and why, with
 * the figures the worker enforces (read from the same settings at each request).
 */
export async function RetentionMapTable() {
  await requireAdmin({ capability: 'audit' });
  const map = currentRetentionMap();
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        The worker deletes each place’s data at the age shown, every hour. The figures are set in the environment (named under each one) and the privacy policy’s
        sentences on retention are written from them.
      </p>
      {/* A table from tablet width up; on a phone each place is a card with its labels. */}
      <div className="card overflow-hidden" role="region" aria-label="Retention map">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Where personal data is kept, for how long and why</caption>
          <thead className="hidden bg-mist-50 text-xs font-semibold tracking-wide text-muted uppercase md:table-header-group">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-navy-900/10 md:table-row-group">
            {map.map((place) => (
              <PlaceRow key={place.key} place={place} map={map} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Cell({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={`block px-4 py-1.5 align-top md:table-cell md:py-3 ${className}`}>
      <span aria-hidden="true" className="block text-xs font-semibold tracking-wide text-muted uppercase md:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

function PlaceRow({ place, map }: { place: RetentionPlace; map: readonly RetentionPlace[] }) {
  const setting = settingOf(place.kept);
  return (
    <tr className="block py-3 md:table-row md:py-0" data-place={place.key}>
      <th scope="row" className="block px-4 py-1.5 align-top font-semibold text-navy-900 md:table-cell md:w-40 md:py-3">
        {place.label}
      </th>
      <Cell label="What it holds">{place.holds}</Cell>
      <Cell label="Kept for" className="md:w-44">
        <span className="font-semibold text-navy-900">{keptForText(place.kept, map)}</span>
        {setting && <span className="mt-1 block text-xs break-words text-muted">Set by {setting}</span>}
      </Cell>
      <Cell label="Counted from">{place.countedFrom}</Cell>
      <Cell label="Why">
        {place.why}
        <span className="mt-1 block text-xs text-muted">Deleted by: {place.deletion}</span>
      </Cell>
    </tr>
  );
}
