import { randomUUID } from 'node:crypto';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { noticeFor } from '@/lib/privacy/consent-notices';

/** A valid filling of every visitor form, as the browser sends it. */
export const validFields: Record<SubmissionKind, Record<string, string>> = {
  callback: { user_mobile: '501234567' },
  consultation: { user_name: 'Aisha Khan', user_mobile: '501234567', user_cnty: 'France' },
  lead: { customerName: 'Omar Farooq', mobileNo: '551234567', countryId: '33' },
  contact: { user_name: 'Priya Nair', user_mobile: '501234567', user_msg: 'Do you handle Schengen visas for families?' },
  career: {
    usr_name: 'Lina Haddad',
    usr_email: 'lina.haddad@example.com',
    usr_location: 'Qatar',
    usr_desig: 'SEO Marketing Manager',
    usr_msg: 'Five years of technical SEO.',
  },
};

export interface FormBody {
  fields: unknown;
  idempotencyKey?: unknown;
  startedAt?: unknown;
  website?: unknown;
  consent?: unknown;
}

/** What the form showed beside its button, as its browser sends it: today's notice, the marketing box left unticked. */
export const consentFor = (kind: SubmissionKind, marketing = false) => ({ notice: noticeFor(kind).version, marketing, page: '/' });

/** The contract's body: the fields plus a fresh key, a form shown 10 s ago and an empty honeypot. */
export const formBody = (kind: SubmissionKind, overrides: Partial<FormBody> = {}): FormBody => ({
  fields: validFields[kind],
  idempotencyKey: randomUUID(),
  startedAt: Date.now() - 10_000,
  website: '',
  consent: consentFor(kind),
  ...overrides,
});

/** POST /api/forms/{kind} as a browser on the site sends it, from a given visitor address. */
export function formRequest(kind: string, body: unknown, { ip = '203.0.113.10', headers = {} as Record<string, string> } = {}): Request {
  return new Request(`http://localhost:3000/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
