/** The day facts were checked, as the visa pages and the admin show it ("2 November 2026", Dubai's calendar). */
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' });

export const checkedOn = (iso: string) => dayFormat.format(new Date(iso));
