import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { NotFoundError } from '@/lib/errors';
import { dubaiTime } from '@/lib/dubai-time';
import { diffFields } from '@/lib/publishing/revision-diff';
import { appDeps } from '@/lib/services/deps';
import { revisionsOf } from '@/lib/services/draft-service';
import { serviceOf } from '@/lib/services/editable-services';
import type { EditableKind, Revision } from '@/lib/store/types';
import { BackLink } from '../back-link';
import { editableKinds } from '../content-kinds';
import { ErrorNotice } from '../error-notice';
import { PageHeader } from '../page-header';
import { RestoreButton } from './restore-button';
import { RevisionDiffView } from './revision-diff-view';

async function load(kind: EditableKind, slug: string) {
  try {
    return await revisionsOf(await appDeps(), kind, slug);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    console.error(`[admin] loading the versions of ${kind} "${slug}" failed`, error);
    return 'failed' as const;
  }
}

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

/**
 * /admin/manage-{visas,blogs}/{slug}/history and /admin/country-pages/{slug}/history: every published version (who, when), a comparison
 * of any two (`from`, `to`: version ids; by default the latest with the one before it), and
 * "Restore as draft" for older ones.
 */
export async function RevisionHistory({ kind, slug, from, to }: { kind: EditableKind; slug: string; from?: string; to?: string }) {
  await requireAdmin({ capability: 'content' });
  const words = editableKinds[kind];
  const loaded = await load(kind, slug);
  const back = <BackLink href={words.editHref(slug)} label={`Edit this ${words.noun}`} />;
  if (loaded === null || loaded === 'failed') {
    return (
      <>
        <BackLink href={words.listHref} label={words.backLabel} />
        <PageHeader title="Published versions" />
        <ErrorNotice title={loaded === null ? `No ${words.noun} at this address` : 'Failed to fetch the versions'}>
          {loaded === null ? `There is no ${words.noun} with the address “${slug}”. It may have been deleted or renamed.` : 'The database did not answer. Reload the page in a moment.'}
        </ErrorNotice>
      </>
    );
  }
  const { record, revisions } = loaded;
  const newer = revisions.find((revision) => revision._id === to) ?? revisions[0];
  const older = revisions.find((revision) => revision._id === from) ?? revisions[revisions.indexOf(newer!) + 1];
  const diff = newer && older ? diffFields(serviceOf(kind).definition, older.fields, newer.fields, serviceOf(kind).fieldLabels) : null;

  return (
    <>
      {back}
      <PageHeader title="Published versions" description={record.title} />
      {revisions.length === 0 ? (
        <p className="card p-6 text-sm text-muted">No version has been kept yet: one is kept each time this {words.noun} is published.</p>
      ) : (
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
                      {revision.number === record.version && <span className="ml-2 inline-block rounded-full bg-green-600/15 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-navy-900">On the website</span>}
                      <span className="mt-0.5 block text-xs font-normal text-muted sm:hidden">
                        {revision.publishedBy.name}, {dubaiTime(revision.publishedAt)}
                      </span>
                    </td>
                    <td className="hidden py-2 pr-4 sm:table-cell">{revision.publishedBy.name}</td>
                    <td className="hidden py-2 pr-4 sm:table-cell">{dubaiTime(revision.publishedAt)}</td>
                    <td className="py-2 text-right">{revision.number !== record.version && <RestoreButton revisionId={revision._id} number={revision.number} />}</td>
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
          <p className="text-sm text-muted">
            Restoring a version makes it this {words.noun}’s draft: the website keeps showing version {record.version} until the draft is published.{' '}
            <Link href={words.publicPath(record.slug)} className="underline underline-offset-4">
              See the page
            </Link>
          </p>
        </div>
      )}
    </>
  );
}
