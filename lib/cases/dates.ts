// Calendar days as cases keep them (YYYY-MM-DD, Dubai's calendar), and the arithmetic on them.

const DUBAI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' });
const READABLE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** The day it is in Dubai at this moment. */
export const dubaiDay = (at: Date) => DUBAI_DAY.format(at);

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => toDay(new Date(toDate(day).getTime() + days * 86_400_000));

/** The day `days` working days (Monday to Friday) after `day`. */
export function addWorkingDays(day: string, days: number): string {
  const date = toDate(day);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return toDay(date);
}

/** Whole days from one day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);

/** "Mon, 7 Dec 2026". */
export const readableDay = (day: string) => READABLE.format(toDate(day));

/** Monday of the week `day` falls in, and the Monday after: what "this week" means for appointments. */
export function weekOf(day: string): { from: string; before: string } {
  const weekday = toDate(day).getUTCDay();
  const from = addDays(day, -((weekday + 6) % 7));
  return { from, before: addDays(from, 7) };
}
