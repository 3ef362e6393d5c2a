import { NotFoundError, ValidationError } from '@/lib/errors';
import { phoneDigits, phoneOf } from '@/lib/leads/lead-search';
import type { Submission } from '@/lib/leads/submission-repository';
import type { Store } from '@/lib/store/store';
import { z } from '@/lib/validation/z';
import type { DoNotContactMark } from './do-not-contact-repository';
import { FOLLOW_UP_REFUSED } from './do-not-contact-text';

/**
 * "Do not contact", above the store: staff mark a lead's number, and every request from that
 * number (sent before or after) carries the mark; nobody plans a follow-up on it, and the admin
 * offers no WhatsApp or call button for it. The refusals are made here, on the server, so a page
 * left open from before the mark cannot get around them.
 */

/** The mark form of a lead (components/privacy/do-not-contact-form.tsx). */
export const markInputSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'This lead could not be found.'),
  reason: z
    .string()
    .trim()
    .max(200, 'Keep the reason under 200 characters.')
    .transform((value) => value || null),
});
export type MarkInput = z.infer<typeof markInputSchema>;

export interface MarkOutcome {
  mark: DoNotContactMark;
  /** False when the number had been marked already: the first mark is kept. */
  created: boolean;
  /** Follow-ups that were planned on this number's leads, now cleared. */
  followUpsCleared: number;
}

/** The most leads one number is expected to have sent; beyond it the oldest keep their follow-up. */
const LEADS_PER_NUMBER = 1000;

/**
 * Marks the number of a lead, by the staff member `markedBy`, and clears the follow-ups already
 * planned on every lead from that number: a "no" applies to calls that were planned too.
 */
export async function markDoNotContact(store: Store, markedBy: { id: string; name: string }, input: MarkInput, now: Date): Promise<MarkOutcome> {
  const submission = await store.submissions.getById(input.id);
  if (!submission) throw new NotFoundError('This lead could not be found. It may have been deleted.');
  const phone = phoneOf(submission.fields);
  if (!phone) throw new ValidationError('This lead has no phone number to mark.');
  const { mark, created } = await store.doNotContact.mark({ phone, markedBy, reason: input.reason, submissionId: submission._id, markedAt: now.toISOString() });
  return { mark, created, followUpsCleared: await clearFollowUps(store, phone, now) };
}

async function clearFollowUps(store: Store, phone: string, now: Date): Promise<number> {
  const planned = (await store.submissions.list({ phone, limit: LEADS_PER_NUMBER })).filter((lead) => lead.pipeline.followUpAt);
  for (const lead of planned) await store.submissions.updatePipeline(lead._id, { followUpAt: null, at: now.toISOString() });
  return planned.length;
}

/** The mark on this lead's number, or null. */
export async function markOfLead(store: Store, submission: Pick<Submission, 'fields'>): Promise<DoNotContactMark | null> {
  const phone = phoneOf(submission.fields);
  return phone ? store.doNotContact.find(phone) : null;
}

/** For a list of leads (a page of the inbox): the mark of each lead whose number is marked, by the lead's id. */
export async function marksOfLeads(store: Store, submissions: ReadonlyArray<Pick<Submission, '_id' | 'fields'>>): Promise<Map<string, DoNotContactMark>> {
  const phones = new Map(submissions.map((submission) => [submission._id, phoneOf(submission.fields)]));
  const marks = await store.doNotContact.markedAmong([...phones.values()].filter((phone): phone is string => phone !== null));
  const byLead = new Map<string, DoNotContactMark>();
  for (const [id, phone] of phones) if (phone && marks.has(phone)) byLead.set(id, marks.get(phone)!);
  return byLead;
}

/** Refuses a follow-up on a marked number, as the lead form shows it: under the follow-up field. */
export async function refuseFollowUpIfMarked(store: Store, submission: Pick<Submission, 'fields'>): Promise<void> {
  if (await markOfLead(store, submission)) throw new ValidationError(FOLLOW_UP_REFUSED, { followUp: [FOLLOW_UP_REFUSED] });
}

/**
 * Which of these numbers must be left out of anything that contacts people (a marketing export, a
 * campaign list): the numbers as given, typed any way (`050 123 4567`, `+971…`), that are marked.
 * Numbers are compared in the form submissions store them, so a number typed differently on each
 * form is still one number.
 */
export async function markedPhones(store: Store, phones: readonly string[]): Promise<Set<string>> {
  const stored = new Map(phones.map((typed) => [typed, phoneDigits(String(typed))]));
  const marks = await store.doNotContact.markedAmong([...new Set(stored.values())].filter(Boolean));
  return new Set([...stored].filter(([, phone]) => marks.has(phone)).map(([typed]) => typed));
}
