import 'server-only';
import { can } from '@/lib/auth/roles';
import type { Case } from '@/lib/cases/case-repository';
import { ANSWER_WITHIN_OFFICE_MS, officeMsBetween } from '@/lib/leads/office-hours';
import type { Submission } from '@/lib/leads/submission-repository';
import type { Draft } from '@/lib/publishing/draft-repository';
import type { AdminRole } from '@/lib/staff/admin-repository';
import type { Store } from '@/lib/store/store';
import { factsOverview, type FactsRow } from '@/lib/visa-facts/facts-queue';

/** Items the dashboard lists per queue; the rest are a link away. */
export const QUEUE_ITEMS_SHOWN = 5;
/** New leads read to find those past the answer time: the oldest of them wait longest. */
const LEADS_READ = 50;

/** One queue: the items shown (at most QUEUE_ITEMS_SHOWN) and how many wait in all. */
export interface Queue<T> {
  items: T[];
  total: number;
}

/**
 * The work waiting for one person, by what their role may see (lib/auth/roles.ts): editors and
 * owners the content (drafts not scheduled, drafts scheduled, visa facts due for a re-check), sales
 * and owners the leads not answered within the hour the site promises and the cases with
 * documents to check. A queue the role may not see is null.
 */
export interface WorkQueues {
  drafts: Queue<Draft> | null;
  scheduled: Queue<Draft> | null;
  facts: Queue<FactsRow> | null;
  lateLeads: Queue<{ lead: Submission; waitedMs: number }> | null;
  casesToCheck: Queue<Case> | null;
}

const queueOf = <T>(all: T[]): Queue<T> => ({ items: all.slice(0, QUEUE_ITEMS_SHOWN), total: all.length });

/**
 * The drafts split into those waiting for someone to publish them (the last saved first, as on
 * the lists of each kind: what someone is working on now) and those with a publish time (soonest
 * first). One read: a record has at most one draft.
 */
function splitDrafts(drafts: Draft[]): { waiting: Draft[]; scheduled: Draft[] } {
  const waiting = drafts.filter((draft) => !draft.publishAt);
  const scheduled = drafts.filter((draft) => draft.publishAt).sort((a, b) => a.publishAt!.localeCompare(b.publishAt!));
  return { waiting, scheduled };
}

/**
 * New leads whose office-time wait is past the promised hour, longest waiting first. Only leads
 * older than an hour of wall-clock time can be late, so the store is asked for those, newest
 * first and bounded; the office clock (nights and weekends do not count) decides among them.
 */
async function lateLeads(store: Store, now: Date): Promise<Queue<{ lead: Submission; waitedMs: number }>> {
  const until = new Date(now.getTime() - ANSWER_WITHIN_OFFICE_MS).toISOString();
  const [candidates, older] = await Promise.all([
    store.submissions.list({ stage: 'new', until, limit: LEADS_READ }),
    store.submissions.count({ stage: 'new', until }),
  ]);
  const late = candidates
    .map((lead) => ({ lead, waitedMs: officeMsBetween(new Date(lead.createdAt), now) }))
    .filter(({ waitedMs }) => waitedMs > ANSWER_WITHIN_OFFICE_MS)
    .sort((a, b) => b.waitedMs - a.waitedMs);
  // Past the bounded read, the older leads are late too in all but rare cases (a weekend): counted, not listed.
  return { items: late.slice(0, QUEUE_ITEMS_SHOWN), total: late.length + Math.max(0, older - candidates.length) };
}

async function casesToCheck(store: Store): Promise<Queue<Case>> {
  const [items, total] = await Promise.all([store.cases.listToReview(QUEUE_ITEMS_SHOWN), store.cases.countToReview()]);
  return { items, total };
}

export async function loadWorkQueues(store: Store, role: AdminRole, now: Date): Promise<WorkQueues> {
  const content = can(role, 'content');
  const [drafts, facts, leads, cases] = await Promise.all([
    content ? store.drafts.list() : null,
    content ? factsOverview(store, now) : null,
    can(role, 'leads') ? lateLeads(store, now) : null,
    can(role, 'cases') ? casesToCheck(store) : null,
  ]);
  const split = drafts ? splitDrafts(drafts) : null;
  return {
    drafts: split ? queueOf(split.waiting) : null,
    scheduled: split ? queueOf(split.scheduled) : null,
    facts: facts ? queueOf(facts.due) : null,
    lateLeads: leads,
    casesToCheck: cases,
  };
}
