const dubai = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** A stored ISO time as staff in Dubai read it. */
export const dubaiTime = (iso: string | null) => (iso ? dubai.format(new Date(iso)) : '–');
