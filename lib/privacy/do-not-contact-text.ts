// Free of server imports: the inbox, the lead form and the case page all show these words.

const dubaiDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' });

/** The flag's words on every lead from a marked number, and on its case. */
export function doNotContactLine(mark: { markedBy: { name: string }; markedAt: string }): string {
  return `Do not contact — marked by ${mark.markedBy.name} on ${dubaiDay.format(new Date(mark.markedAt))}`;
}

/** Why a follow-up is refused, shown under the follow-up field. */
export const FOLLOW_UP_REFUSED = 'This number is marked “Do not contact”, so no follow-up can be planned. The person asked us not to call or message them again.';

/** Shown where a WhatsApp or call button would be. */
export const NO_CONTACT_NOTICE = 'Do not contact: please do not call or message this number.';
