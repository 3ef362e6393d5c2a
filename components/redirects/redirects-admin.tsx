import { addRedirect, removeRedirect } from '@/lib/redirects/actions';
import { requireAdmin } from '@/lib/auth/require-admin';
import { getStore } from '@/lib/store';
import type { Redirect } from '@/lib/redirects/redirect-repository';
import { ErrorNotice } from '../admin/error-notice';
import { dubaiTime } from '@/lib/dubai-time';
import { isReservedPath } from '@/lib/redirects/reserved-paths.mjs';
import { ActionForm, FormField } from '../staff/action-form';

async function load(): Promise<Redirect[] | null> {
  try {
    return await (await getStore()).redirects.list();
  } catch (error) {
    console.error('[admin] loading the redirects failed', error);
    return null;
  }
}

/**
 * /admin/redirects: every old address that answers 301, where it leads, when and by whom; a form
 * to add one by hand and a button to remove each. Renamed slugs add theirs by themselves.
 */
export async function RedirectsAdmin() {
  await requireAdmin({ capability: 'content' });
  const redirects = await load();
  if (!redirects) return <ErrorNotice title="Failed to load the redirects">The database did not answer. Reload the page in a moment.</ErrorNotice>;

  return (
    <div className="space-y-8">
      <section aria-labelledby="add-redirect-heading" className="card p-5 sm:p-6">
        <h2 id="add-redirect-heading" className="heading-3">
          Add a redirect
        </h2>
        <p className="mt-1 text-sm text-muted">
          For an address from before this site, or a page merged into another. Visitors and search engines asking for the old address are sent to the new one
          (301, the query kept).
        </p>
        <ActionForm id="add-redirect" action={addRedirect} submitLabel="Add redirect" pendingLabel="Adding…" resetOnSuccess className="mt-5 grid gap-4 sm:grid-cols-2">
          <FormField formId="add-redirect" name="from" label="Old address" hint="A path on this site, like /visa/old-name" placeholder="/visa/old-name" required maxLength={300} autoComplete="off" spellCheck={false} />
          <FormField formId="add-redirect" name="to" label="New address" hint="Where it should lead, like /visa/new-name" placeholder="/visa/new-name" required maxLength={300} autoComplete="off" spellCheck={false} />
        </ActionForm>
      </section>

      <section aria-labelledby="redirects-heading">
        <h2 id="redirects-heading" className="heading-3 mb-4">
          Redirects <span className="text-base font-normal text-muted">({redirects.length})</span>
        </h2>
        {redirects.length === 0 ? (
          <p className="card p-5 text-sm text-muted">
            No redirects yet. When a visa or blog post gets a new slug, its old address appears here and answers with the new one.
          </p>
        ) : (
          <ul className="space-y-3">
            {redirects.map((redirect) => (
              <RedirectRow key={redirect._id} redirect={redirect} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function RedirectRow({ redirect }: { redirect: Redirect }) {
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5" aria-label={`${redirect.from} to ${redirect.to}`}>
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-all text-navy-900">
          <span>{redirect.from}</span> <span aria-hidden="true">→</span>
          <span className="sr-only"> redirects to </span> <span>{redirect.to}</span>
        </p>
        <p className="mt-1 text-muted">
          {redirect.createdBy ? `Added by ${redirect.createdBy}` : 'Added when the slug changed'} · {dubaiTime(redirect.createdAt)}
        </p>
        {isReservedPath(redirect.from) ? (
          <p className="mt-1 font-medium text-coral-700">Not in effect: the site now answers {redirect.from} itself. Remove this redirect.</p>
        ) : null}
      </div>
      <ActionForm
        id={`remove-redirect-${redirect._id}`}
        action={removeRedirect}
        submitLabel="Remove"
        pendingLabel="Removing…"
        submitClassName="btn-outline min-h-10 px-4"
        label={`Remove the redirect from ${redirect.from}`}
        className="flex shrink-0 items-center"
      >
        <input type="hidden" name="id" value={redirect._id} />
      </ActionForm>
    </li>
  );
}
