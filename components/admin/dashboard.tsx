import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { can } from '@/lib/auth/roles';
import type { AdminRole } from '@/lib/staff/admin-repository';
import { getStore } from '@/lib/store';
import type { LeadStage } from '@/lib/leads/submission-repository';
import { ErrorNotice } from './error-notice';
import { Icon, type IconName } from './icons';
import { LeadOverview } from '../leads/lead-overview';

interface Stat {
  label: string;
  value: number;
  href: string;
  linkLabel: string;
  icon: IconName;
}

interface Counts {
  stats: Stat[];
  /** Null for a role without the leads. */
  leads: { stages: Record<LeadStage, number>; sources: Array<{ channel: string; count: number }> } | null;
}

const DAY = 24 * 60 * 60_000;

/** The totals this role may see: content counts for editors, lead counts for sales, both for the owner. */
async function loadCounts(role: AdminRole): Promise<Counts | null> {
  try {
    const store = await getStore();
    const content = can(role, 'content');
    const leads = can(role, 'leads');
    const cases = can(role, 'cases');
    const [visas, blogs, leadTotal, stages, sources, caseStages, toReview] = await Promise.all([
      content ? store.visas.count() : null,
      content ? store.blogs.count() : null,
      leads ? store.submissions.count() : null,
      leads ? store.submissions.countByStage() : null,
      leads ? store.submissions.countBySource({ since: new Date(Date.now() - 30 * DAY).toISOString() }) : null,
      cases ? store.cases.countByStage() : null,
      cases ? store.cases.countToReview() : null,
    ]);
    const stats: Stat[] = [];
    if (visas !== null) stats.push({ label: 'Visas', value: visas, href: '/admin/manage-visas', linkLabel: 'Manage visas', icon: 'passport' });
    if (blogs !== null) stats.push({ label: 'Blog posts', value: blogs, href: '/admin/manage-blogs', linkLabel: 'Manage blogs', icon: 'document' });
    if (leadTotal !== null) stats.push({ label: 'Leads', value: leadTotal, href: '/admin/leads', linkLabel: 'Open leads', icon: 'users' });
    if (caseStages) {
      const open = Object.entries(caseStages).filter(([stage]) => stage !== 'closed').reduce((sum, [, count]) => sum + count, 0);
      stats.push({ label: 'Open cases', value: open, href: '/admin/cases', linkLabel: toReview ? `${toReview} with documents to check` : 'Open cases', icon: 'clipboardCheck' });
    }
    return { stats, leads: stages && sources ? { stages, sources } : null };
  } catch (error) {
    console.error('[admin] dashboard counts failed', error);
    return null;
  }
}

const ROLE_INTROS: Record<AdminRole, string> = {
  owner:
    'Publish visa pages and blog posts, keep them up to date, follow up the leads the website collects, and manage who on the staff can do what. Changes show on the public site straight away.',
  editor: 'Publish visa pages and blog posts and keep them up to date. Changes show on the public site straight away.',
  sales: 'Follow up the leads the website collects: call them back, move them through the pipeline and keep notes.',
};

/** The dashboard: the spec's welcome, how many visas, posts and leads there are, and shortcuts. */
export async function Dashboard() {
  const { admin } = await requireAdmin();
  const counts = await loadCounts(admin.role);
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

      {counts ? (
        <>
          <ul className={`grid gap-4 ${counts.stats.length > 1 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:max-w-xs'}`} aria-label="Totals">
            {counts.stats.map((stat) => (
              <li key={stat.label} className="card flex flex-col gap-4 p-5">
                <div className="flex items-center justify-between">
                  <p className="text-sm font-semibold text-muted">{stat.label}</p>
                  <span className="flex size-10 items-center justify-center rounded-xl bg-mist-100 text-navy-700">
                    <Icon name={stat.icon} />
                  </span>
                </div>
                <p className="font-display text-4xl font-extrabold text-navy-900">
                  {stat.value}
                </p>
                <Link href={stat.href} className="text-sm font-semibold text-navy-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-900">
                  {stat.linkLabel}
                </Link>
              </li>
            ))}
          </ul>
          {counts.leads && <LeadOverview stages={counts.leads.stages} sources={counts.leads.sources} />}
        </>
      ) : (
        <ErrorNotice title="Failed to load the totals">The database did not answer. Reload the page in a moment.</ErrorNotice>
      )}
    </div>
  );
}
