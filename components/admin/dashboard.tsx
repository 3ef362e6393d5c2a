import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { can } from '@/lib/auth/roles';
import type { AdminRole } from '@/lib/staff/admin-repository';
import { getStore } from '@/lib/store';
import type { LeadStage } from '@/lib/leads/submission-repository';
import { loadWorkQueues, type WorkQueues } from '@/lib/admin/work-queues';
import { ErrorNotice } from './error-notice';
import { Icon } from './icons';
import { LeadOverview } from '../leads/lead-overview';
import { WorkQueueList } from './work-queue-list';

interface DashboardData {
  queues: WorkQueues;
  /** Null for a role without the leads. */
  leads: { stages: Record<LeadStage, number>; sources: Array<{ channel: string; count: number }> } | null;
}

const DAY = 24 * 60 * 60_000;

/** The work waiting for this role, and for those who see the leads, where the leads stand. */
async function loadDashboard(role: AdminRole): Promise<DashboardData | null> {
  try {
    const store = await getStore();
    const now = new Date();
    const leads = can(role, 'leads');
    const [queues, stages, sources] = await Promise.all([
      loadWorkQueues(store, role, now),
      leads ? store.submissions.countByStage() : null,
      leads ? store.submissions.countBySource({ since: new Date(now.getTime() - 30 * DAY).toISOString() }) : null,
    ]);
    return { queues, leads: stages && sources ? { stages, sources } : null };
  } catch (error) {
    console.error('[admin] dashboard failed to load', error);
    return null;
  }
}

const ROLE_INTROS: Record<AdminRole, string> = {
  owner:
    'Publish visa pages and blog posts, keep them up to date, follow up the leads the website collects, and manage who on the staff can do what. Changes show on the public site straight away.',
  editor: 'Publish visa pages and blog posts and keep them up to date. Changes show on the public site straight away.',
  sales: 'Follow up the leads the website collects: call them back, move them through the pipeline and keep notes.',
};

/** The dashboard: the spec's welcome, shortcuts, and the work waiting for this person's role. */
export async function Dashboard() {
  const { admin } = await requireAdmin();
  const data = await loadDashboard(admin.role);
  const content = can(admin.role, 'content');
  return (
    <div className="space-y-8">
      <section className="overflow-hidden rounded-3xl bg-navy-900 px-6 py-8 text-white sm:px-10 sm:py-10">
        <p className="eyebrow text-gold-400">Dashboard</p>
        <h1 className="mt-2 font-display text-2xl font-extrabold tracking-tight text-white sm:text-4xl">Welcome to the Blog Admin Panel!</h1>
        <p className="mt-3 max-w-2xl text-sky-100">{ROLE_INTROS[admin.role]}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {content ? (
            <>
              <Link href="/admin/add-visas" className="btn-primary">
                <Icon name="plus" className="size-4" />
                Add visa
              </Link>
              <Link href="/admin/add-blog" className="btn border border-white/30 text-white hover:bg-white/10">
                <Icon name="pen" className="size-4" />
                Add blog
              </Link>
            </>
          ) : (
            <Link href="/admin/leads" className="btn-primary">
              <Icon name="inbox" className="size-4" />
              Open the leads inbox
            </Link>
          )}
        </div>
      </section>

      {data ? (
        <>
          <WorkQueueList queues={data.queues} />
          {data.leads && <LeadOverview stages={data.leads.stages} sources={data.leads.sources} />}
        </>
      ) : (
        <ErrorNotice title="Failed to load the work waiting">The database did not answer. Reload the page in a moment.</ErrorNotice>
      )}
    </div>
  );
}
