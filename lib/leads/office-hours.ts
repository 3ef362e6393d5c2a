import { presentSeedCompanyFacts } from '@/lib/site-lists/company-facts-definition';

/**
 * The office's calling hours in Asia/Dubai (content/company.ts' facts: Monday to Friday, 9:00 to 18:00),
 * the only time UAE rules allow marketing calls. Used in the browser (what the thank-you promises)
 * and on the server alike, so nothing here reads the machine's own time zone.
 */
export const OFFICE_TIME_ZONE = 'Asia/Dubai';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
// The calling hours stay the ones the business started with: a change of the opening hours shown
// on the site does not widen when marketing calls may be made.
const CALLING_HOURS = presentSeedCompanyFacts().hours;
const WORKING_DAYS: readonly string[] = CALLING_HOURS.days;
const OPENS_HOUR = Number(CALLING_HOURS.opens.slice(0, 2));
const CLOSES_HOUR = Number(CALLING_HOURS.closes.slice(0, 2));

const partsFormat = new Intl.DateTimeFormat('en-GB', { timeZone: OFFICE_TIME_ZONE, weekday: 'long', hour: 'numeric', hourCycle: 'h23' });

/** The weekday and hour in Dubai at `date`. */
function officeClock(date: Date): { weekday: string; hour: number } {
  const parts = partsFormat.formatToParts(date);
  return { weekday: parts.find((part) => part.type === 'weekday')!.value, hour: Number(parts.find((part) => part.type === 'hour')!.value) };
}

export function isWithinOfficeHours(date: Date): boolean {
  const { weekday, hour } = officeClock(date);
  return WORKING_DAYS.includes(weekday) && hour >= OPENS_HOUR && hour < CLOSES_HOUR;
}

/** The opening hour on the 12-hour clock, as the thank-you says it ("after 9AM"). */
export const OPENS_AT_HOUR = OPENS_HOUR % 12 || 12;
const opensText = `${OPENS_AT_HOUR}AM`;

/**
 * When a visitor who asks at `date` can expect the call: within one working hour during office
 * hours, else when the office next opens: today, tomorrow, on a weekday (its English name, which
 * a page in another language words in its own), or the next working day.
 */
export type ExpectedCall = { when: 'withinHour' } | { when: 'today' } | { when: 'tomorrow' } | { when: 'day'; day: (typeof WEEKDAYS)[number] } | { when: 'nextWorkingDay' };

export function expectedCall(date: Date): ExpectedCall {
  if (isWithinOfficeHours(date)) return { when: 'withinHour' };
  const { weekday, hour } = officeClock(date);
  if (WORKING_DAYS.includes(weekday) && hour < OPENS_HOUR) return { when: 'today' };
  const today = WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]);
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = WEEKDAYS[(today + ahead) % 7]!;
    if (WORKING_DAYS.includes(day)) return ahead === 1 ? { when: 'tomorrow' } : { when: 'day', day };
  }
  return { when: 'nextWorkingDay' };
}

/**
 * The same in English words: "within one working hour" during office hours, else when the office
 * next opens ("today after 9AM", "tomorrow after 9AM", "on Monday after 9AM").
 */
export function expectedCallText(date: Date): string {
  const call = expectedCall(date);
  switch (call.when) {
    case 'withinHour':
      return 'within one working hour';
    case 'today':
      return `today after ${opensText}`;
    case 'tomorrow':
      return `tomorrow after ${opensText}`;
    case 'day':
      return `on ${call.day} after ${opensText}`;
    case 'nextWorkingDay':
      return `after ${opensText} on the next working day`;
  }
}

/**
 * Dubai's offset from UTC. The UAE keeps no daylight saving time, so a wall-clock time typed by
 * staff (an <input type="datetime-local"> in Dubai time) converts with this constant both ways.
 */
const DUBAI_OFFSET = '+04:00';
const DUBAI_OFFSET_MS = 4 * 60 * 60_000;

/** `2026-11-30T10:00` (Dubai wall clock, seconds optional) as a Date, or null when it is not such a time. */
export function fromDubaiLocal(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}${DUBAI_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Date as the Dubai wall clock an <input type="datetime-local"> shows: `2026-11-30T10:00`. */
export function toDubaiLocal(date: Date): string {
  return new Date(date.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The follow-up time proposed for a lead at `now`: the next whole hour at least an hour away that
 * falls inside office hours (calls outside them are not allowed).
 */
export function proposedFollowUp(now: Date): Date {
  const slot = new Date(now.getTime() + 60 * 60_000);
  slot.setUTCMinutes(0, 0, 0);
  if (slot.getTime() < now.getTime() + 60 * 60_000) slot.setTime(slot.getTime() + 60 * 60_000);
  for (let hours = 0; hours < 24 * 8 && !isWithinOfficeHours(slot); hours++) slot.setTime(slot.getTime() + 60 * 60_000);
  return slot;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * How much office time (Monday to Friday, 9:00-18:00 in Dubai) lies between two moments: the
 * clock of a lead's answer time, which does not run at night or at the weekend.
 */
export function officeMsBetween(from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  // Day by day on the Dubai calendar: each day's window is [opens, closes) in Dubai time.
  const firstDay = Math.floor((from.getTime() + DUBAI_OFFSET_MS) / DAY_MS);
  const lastDay = Math.floor((to.getTime() + DUBAI_OFFSET_MS) / DAY_MS);
  for (let day = firstDay; day <= lastDay; day++) {
    const dayStart = day * DAY_MS - DUBAI_OFFSET_MS; // Dubai midnight, in UTC ms
    const opens = dayStart + OPENS_HOUR * 60 * 60_000;
    if (!WORKING_DAYS.includes(WEEKDAYS[new Date(opens).getUTCDay()]!)) continue; // 9:00 Dubai is 5:00 UTC, the same weekday
    const closes = dayStart + CLOSES_HOUR * 60 * 60_000;
    total += Math.max(0, Math.min(closes, to.getTime()) - Math.max(opens, from.getTime()));
  }
  return total;
}

/** A lead should be answered within this much office time (callers expect a call back within the hour). */
export const ANSWER_WITHIN_OFFICE_MS = 60 * 60_000;
