import { OFFICE_TIME_ZONE } from '@/lib/leads/office-hours';

const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: OFFICE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** "26 Nov 2026, 14:30": a moment as staff in Dubai read it, whatever the server's time zone. */
export function formatDubaiDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
