import { company } from '@/content/company';

/**
 * The office's calling hours in Asia/Dubai (content/company.ts: Monday to Friday, 9:00 to 18:00),
 * the only time UAE rules allow marketing calls. Used in the browser (what the thank-you promises)
 * and on the server alike, so nothing here reads the machine's own time zone.
 */
export const OFFICE_TIME_ZONE = 'Asia/Dubai';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const WORKING_DAYS: readonly string[] = company.hours.days;
const OPENS_HOUR = Number(company.hours.opens.slice(0, 2));
const CLOSES_HOUR = Number(company.hours.closes.slice(0, 2));

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

const opensText = `${OPENS_HOUR % 12 || 12}AM`;

/**
 * When a visitor who asks at `date` can expect the call, in words: "within one working hour"
 * during office hours, else when the office next opens ("today after 9AM", "tomorrow after
 * 9AM", "on Monday after 9AM").
 */
export function expectedCallText(date: Date): string {
  if (isWithinOfficeHours(date)) return 'within one working hour';
  const { weekday, hour } = officeClock(date);
  if (WORKING_DAYS.includes(weekday) && hour < OPENS_HOUR) return `today after ${opensText}`;
  const today = WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]);
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = WEEKDAYS[(today + ahead) % 7]!;
    if (WORKING_DAYS.includes(day)) return ahead === 1 ? `tomorrow after ${opensText}` : `on ${day} after ${opensText}`;
  }
  return `after ${opensText} on the next working day`;
}
