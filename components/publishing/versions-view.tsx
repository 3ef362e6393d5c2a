import type { ReactNode } from 'react';
import type { z } from 'zod';
import { dubaiTime } from '@/lib/dubai-time';
import { arabicAfterEnglish } from '@/lib/admin/revision-order';
import { diffFields } from '@/lib/publishing/revision-diff';
import type { Revision } from '@/lib/publishing/revision-repository';
import { RevisionDiffView } from './revision-diff-view';

const versionName = (revision: Revision) => `Version ${revision.number}, ${dubaiTime(revision.publishedAt)}`;

/** One side of the comparison: a GET field, so a comparison has its own address. */
function VersionSelect({ name, label, revisions, selected }: { name: 'from' | 'to'; label: string; revisions: Revision[]; selected?: string }) {
  return (
    <div>
      <label htmlFor={`compare-${name}`} className="admin-label mb-1.5">
        {label}
      </label>
      <select id={`compare-${name}`} name={name} defaultValue={selected} className="admin-input">
        {revisions.map((revision) => (
          <option key={revision._id} value={revision._id}>
            {versionName(revision)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface VersionsViewProps {
  /** Newest first. */
  revisions: Revision[];
  /** The version on the website. */
  current: number;
  /** What the versions' fields are, in the order the comparison lists them, and their names. */
  definition: z.ZodObject;
  labels?: Readonly<Record<string, string>>;
  /** "visa", "list", …, in running text. */
  noun: string;
  /** The ids the comparison was asked for (`from`, `to`); by default the latest and the one before it. */
  from?: string;
  to?: string;
  /** How an older version is brought back (a draft, or the list's form). */
  restore: (revision: Revision) => ReactNode;
  /** Under the versions: what restoring does, and the public page. */
  footer: ReactNode;
}

/** Every published version (who, when), a word-by-word comparison of any two, and a way back to older ones. */
export function VersionsView({ revisions, current, definition, labels, noun, from, to, restore, footer }: VersionsViewProps) {
  if (revisions.length === 0) {
    // A seeded record, not published since revisions were kept: its first publish keeps this version too.
    return (
      <p className="card p-6 text-sm text-muted">
        No earlier version yet: the website shows version {current} of this {noun}, and the next publish keeps it here, so it can be brought back.
      </p>
    );
  }
  const newer = revisions.find((revision) => revision._id === to) ?? revisions[0];
  const older = revisions.find((revision) => revision._id === from) ?? revisions[revisions.indexOf(newer!) + 1];
  // Each Arabic field ("Title (Arabic)") right after its English.
  const diff = newer && older ? arabicAfterEnglish(diffFields(definition, older.fields, newer.fields, labels), Object.keys(definition.shape)) : null;
  return (
    <div className="space-y-6">
      <section className="card p-5" aria-labelledby="versions-heading">
        <h2 id="versions-heading" className="font-display text-lg font-bold text-navy-900">
          Versions ({revisions.length})
        </h2>
        {/* On a phone the who and when go under the version number, so the row fits and its button shows without scrolling sideways. */}
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">Version</th>
              <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">Published by</th>
              <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">When (Dubai time)</th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-900/10">
            {revisions.map((revision) => (
              <tr key={revision._id}>
                <td className="py-2 pr-4 font-semibold text-navy-900">
                  {revision.number}
                  {revision.number === current && <span className="ml-2 inline-block rounded-full bg-green-600/15 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-navy-900">On the website</span>}
                  <span className="mt-0.5 block text-xs font-normal text-muted sm:hidden">
                    {revision.publishedBy.name}, {dubaiTime(revision.publishedAt)}
                  </span>
                </td>
                <td className="hidden py-2 pr-4 sm:table-cell">{revision.publishedBy.name}</td>
                <td className="hidden py-2 pr-4 sm:table-cell">{dubaiTime(revision.publishedAt)}</td>
                <td className="py-2 text-right">{revision.number !== current && restore(revision)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {revisions.length > 1 && (
        <section className="card p-5" aria-labelledby="compare-heading">
          <h2 id="compare-heading" className="font-display text-lg font-bold text-navy-900">
            Compare two versions
          </h2>
          <form method="get" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <VersionSelect name="from" label="Older" revisions={revisions} selected={older?._id} />
            <VersionSelect name="to" label="Newer" revisions={revisions} selected={newer?._id} />
            <button type="submit" className="btn-secondary">
              Compare
            </button>
          </form>
          {diff && older && newer && (
            <div className="mt-5">
              <h3 className="mb-3 text-sm text-muted">
                From version {older.number} to version {newer.number}: <span className="line-through">struck through</span> was removed, <span className="bg-green-600/20">marked</span> was added.
              </h3>
              <RevisionDiffView diff={diff} />
            </div>
          )}
        </section>
      )}
      <p className="text-sm text-muted">{footer}</p>
    </div>
  );
}
