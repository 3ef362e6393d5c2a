import { addDays, addWorkingDays, dubaiDay, readableDay } from './dates';
import { OWN_CASES_FOR_ESTIMATE } from './constants';
import type { Case } from './case-repository';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';

/**
 * When the decision can be expected, shown at every stage and saying what it rests on: the
 * consultancy's own decided cases of this visa once there are enough of them (the median and the
 * 90th percentile of days from submission to decision), else the visa facts' processing time and
 * appointment lead time. The window starts from what is known at the stage: today plus the wait
 * for an appointment while documents are gathered, the appointment day once booked, the day of
 * submission after it.
 */
export type ExpectedWindow =
  | { kind: 'decided'; outcome: NonNullable<Case['decision']>['outcome']; date: string; text: string }
  | { kind: 'estimate'; from: string; to: string; basis: 'own-cases' | 'visa-facts'; text: string; basisText: string }
  | { kind: 'unknown'; text: string };

type Days = { min: number; max: number };

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}

export function expectedWindow(
  record: Pick<Case, 'stage' | 'decision' | 'appointment' | 'submittedAt'>,
  facts: Pick<VisaFacts, 'processingDays' | 'appointmentDays'> | null,
  ownDecisionDays: readonly number[],
  now: Date,
): ExpectedWindow {
  if (record.decision) {
    return { kind: 'decided', outcome: record.decision.outcome, date: record.decision.date, text: `Decision on ${readableDay(record.decision.date)}` };
  }
  if (record.stage === 'closed') return { kind: 'unknown', text: 'The case was closed without a decision.' };
  const today = dubaiDay(now);
  const submitted = record.submittedAt ? dubaiDay(new Date(record.submittedAt)) : null;
  const appointment = record.appointment?.date ?? null;
  // The day the application reaches the embassy, as a range: known once submitted or booked.
  const wait: Days | null = facts?.appointmentDays ?? null;
  const start: { from: string; to: string } = submitted
    ? { from: submitted, to: submitted }
    : appointment
      ? { from: appointment, to: appointment }
      : { from: wait ? addDays(today, wait.min) : today, to: wait ? addDays(today, wait.max) : today };

  const own = [...ownDecisionDays].sort((a, b) => a - b);
  if (own.length >= OWN_CASES_FOR_ESTIMATE) {
    const median = percentile(own, 0.5);
    const p90 = percentile(own, 0.9);
    const from = addDays(start.from, median);
    const to = addDays(start.to, p90);
    return {
      kind: 'estimate',
      from,
      to: to < from ? from : to,
      basis: 'own-cases',
      text: windowText(from, to < from ? from : to),
      basisText: `From our own ${own.length} most recent decided applications for this visa: half were decided within ${median} days of submission, 9 in 10 within ${p90} days.`,
    };
  }
  if (facts) {
    const from = addWorkingDays(start.from, facts.processingDays.min);
    const to = addWorkingDays(start.to, facts.processingDays.max);
    const waitText = !submitted && !appointment && wait ? `, after an appointment wait of ${wait.min}–${wait.max} days` : '';
    return {
      kind: 'estimate',
      from,
      to,
      basis: 'visa-facts',
      text: windowText(from, to),
      basisText: `From the published processing time of ${facts.processingDays.min}–${facts.processingDays.max} working days${waitText}. Once we have ${OWN_CASES_FOR_ESTIMATE} decided applications for this visa, the estimate comes from them.`,
    };
  }
  return { kind: 'unknown', text: 'No estimate yet: the processing time of this visa has not been recorded. Your consultant will tell you.' };
}

const windowText = (from: string, to: string) => (from === to ? `Expected decision around ${readableDay(from)}` : `Expected decision between ${readableDay(from)} and ${readableDay(to)}`);
