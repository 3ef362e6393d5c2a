// Free of imports, so any page or component (server or client) can format times with it.
const dubai = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** A stored ISO time as staff in Dubai read it ("26 Nov 2026, 14:30"), whatever the server's time zone. */
export const dubaiTime = (iso: string | null) => (iso ? dubai.format(new Date(iso)) : '–');
