import Link from 'next/link';
import { requireAdmin } from '@/lib/auth/require-admin';
import { getStore } from '@/lib/store';
import type { LeadStage } from '@/lib/store/types';
import { ErrorNotice } from './error-notice';
import { Icon, type IconName } from './icons';
import { LeadOverview } from './lead-overview';

interface Stat {
  label: string;
  value: number;
  href: string;
  linkLabel: string;
  icon: IconName;
}

interface Counts {
  stats: Stat[];
  stages: Record<LeadStage, number>;
  sources: Array<{ channel: string; count: number }>;
}

const DAY = 24 * 60 * 60_000;

async function loadCounts(): Promise<Counts | null> {
  try {
    const store = await getStore();
    const [visas, blogs, leads, stages, sources] = await Promise.all([
      store.visas.count(),
      store.blogs.count(),
      store.submissions.count(),
      store.submissions.countByStage(),
      store.submissions.countBySource({ since: new Date(Date.now() - 30 * DAY).toISOString() }),
    ]);
    const stats: Stat[] = [
      { label: 'Visas', value: visas, href: '/admin/manage-visas', linkLabel: 'Manage visas', icon: 'passport' },
      { label: 'Blog posts', value: blogs, href: '/admin/manage-blogs', linkLabel: 'Manage blogs', icon: 'document' },
      { label: 'Leads', value: leads, href: '/admin/leads', linkLabel: 'Open leads', icon: 'users' },
    ];
    return { stats, stages, sources };
  } catch (error) {
    console.error('[admin] dashboard counts failed', error);
    return null;
  }
}

/** The dashboard: the spec's welcome, how many visas, posts and leads there are, and shortcuts. */
export async function Dashboard() {
  await requireAdmin();
  const counts = await loadCounts();
  return (
    <div className="space-y-8">
      <section className="overflow-hidden rounded-3xl bg-navy-900 px-6 py-8 text-white sm:px-10 sm:py-10">
        <p className="eyebrow text-gold-400">Dashboard</p>
        <h1 className="mt-2 font-display text-2xl font-extrabold tracking-tight text-white sm:text-4xl">Welcome to the Blog Admin Panel!</h1>
        <p className="mt-3 max-w-2xl text-sky-100">
          Publish visa pages and blog posts, keep them up to date, and follow up the leads the website collects. Changes show on the
          public site straight away.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/admin/add-visas" className="btn-primary">
            <Icon name="plus" className="size-4" />
            Add visa
          </Link>
          <Link href="/admin/add-blog" className="btn border border-white/30 text-white hover:bg-white/10">
            <Icon name="pen" className="size-4" />
            Add blog
          </Link>
        </div>
      </section>

      {counts ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-3" aria-label="Totals">
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
          <LeadOverview stages={counts.stages} sources={counts.sources} />
        </>
      ) : (
        <ErrorNotice title="Failed to load the totals">The database did not answer. Reload the page in a moment.</ErrorNotice>
      )}
    </div>
  );
}
