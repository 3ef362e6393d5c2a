/** What the portal's code forms answer: a sentence, and whether a code is on its way (the form then asks for it). */
export type PortalResult = { ok: boolean; message: string; sent?: boolean };

export const LINK_CLOSED = 'This link no longer works: it has expired or was replaced by a newer one. Ask your consultant to send you a new link.';

/** `a•••@gmail.com`: enough for the applicant to recognise the address, little for anyone else. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}
