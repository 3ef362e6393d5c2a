import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { NotFoundError } from '@/lib/errors';
import { appDeps } from '@/lib/content/service-deps';
import { revisionsOf } from '@/lib/publishing/draft-service';
import { serviceOf } from '@/lib/publishing/editable-services';
import type { EditableKind } from '@/lib/publishing/draft-repository';
import { BackLink } from '../admin/back-link';
import { editableKinds } from '../content/content-kinds';
import { ErrorNotice } from '../admin/error-notice';
import { PageHeader } from '../admin/page-header';
import { RestoreButton } from './restore-button';
import { VersionsView } from './versions-view';

async function load(kind: EditableKind, slug: string) {
  try {
    return await revisionsOf(await appDeps(), kind, slug);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    console.error(`[admin] loading the versions of ${kind} "${slug}" failed`, error);
    return 'failed' as const;
  }
}

/**
 * /admin/manage-{visas,blogs}/{slug}/history and /admin/country-pages/{slug}/history: every
 * published version (who, when), a comparison of any two (`from`, `to`: version ids; by default
 * the latest with the one before it), and "Restore as draft" for older ones.
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
  const service = serviceOf(kind);
  return (
    <>
      {back}
      <PageHeader title="Published versions" description={record.title} />
      <VersionsView
        revisions={revisions}
        current={record.version}
        definition={service.definition}
        labels={service.fieldLabels}
        noun={words.noun}
        from={from}
        to={to}
        restore={(revision) => <RestoreButton revisionId={revision._id} number={revision.number} />}
        footer={
          <>
            Restoring a version makes it this {words.noun}’s draft: the website keeps showing version {record.version} until the draft is published.{' '}
            <Link href={words.publicPath(record.slug)} className="underline underline-offset-4">
              See the page
            </Link>
          </>
        }
      />
    </>
  );
}
