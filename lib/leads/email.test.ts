/**
 * The e-mail of a submission: the template per form, HTML escaping, header safety, the
 * Message-ID, and both ways out (a real SMTP server; .eml files without SMTP_URL).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NEW_LEAD, type Submission, type SubmissionKind } from '@/lib/leads/submission-repository';
import { validFields } from '@/test/leads/forms';
import { type SmtpSink, startSmtpSink } from '@/test/leads/smtp-sink';
import { createEmailDeliverer, messageIdOf } from './email-deliverer';
import { escapeHtml, renderSubmissionEmail } from './email-template';
import { createMailer } from './mailer';

const submission = (kind: SubmissionKind, fields: Record<string, string> = validFields[kind]): Submission => ({
  _id: '65f0c0ffee0000000000abcd',
  kind,
  fields,
  idempotencyKey: 'key',
  createdAt: '2026-03-10T08:30:00.000Z',
  deliveries: {},
  source: null,
  language: 'en',
  pipeline: { ...NEW_LEAD, notes: [] },
});
const options = { siteName: 'Ztart Visa', inboxUrl: 'https://www.ztartvisa.ae/admin/leads' };

/** The header block of an RFC 822 message, unfolded. */
const headersOf = (raw: string) => raw.replace(/\r\n/g, '\n').split('\n\n')[0]!.replace(/\n[ \t]+/g, ' ');

describe('submission e-mail template', () => {
  test.each([
    ['callback', 'New callback request: +971 501234567'],
    ['consultation', 'New consultation request: Aisha Khan'],
    ['lead', 'New visa consultation lead: Omar Farooq'],
    ['contact', 'New contact message: Priya Nair'],
    ['career', 'New job application: Lina Haddad'],
  ] as const)('the %s form has its own subject: "%s"', (kind, subject) => {
    expect(renderSubmissionEmail(submission(kind), options).subject).toBe(subject);
  });

  test('the text lists every field with its label, the UAE prefix, the reference and the inbox link', () => {
    const { text } = renderSubmissionEmail(submission('consultation'), options);
    expect(text).toContain('Consultation request from the website');
    expect(text).toContain('Name: Aisha Khan\nMobile: +971 501234567\nCountry: France\n');
    expect(text).toContain('Reference 65f0c0ffee0000000000abcd, received 10 March 2026 at 12:30 (Dubai time)');
    expect(text).toContain('All submissions: https://www.ztartvisa.ae/admin/leads');
  });

  test('a lead’s CRM country id is shown with the country’s name', () => {
    const { text } = renderSubmissionEmail(submission('lead'), { ...options, countryName: 'France' });
    expect(text).toContain('Country: France (33)');
  });

  test('the lead’s source follows its fields: the page, the visa, the campaign and the referrer', () => {
    const withSource = {
      ...submission('consultation'),
      source: { page: '/visa/japan-visa', visa: 'Japan visa', utm: { utm_source: 'Google', utm_medium: 'cpc' }, referrer: 'https://www.google.com/' },
    };
    const { text, html } = renderSubmissionEmail(withSource, options);
    expect(text).toContain('Sent from: /visa/japan-visa\nAbout: Japan visa\nCame from: google / cpc\nReferrer: https://www.google.com/\nutm_source: Google\nutm_medium: cpc\n');
    expect(html).toContain('Came from</th><td style="padding:6px 0;white-space:pre-wrap">google / cpc</td>');
    expect(renderSubmissionEmail(submission('consultation'), options).text).not.toContain('Sent from');
  });

  test('every value is escaped in the HTML', () => {
    const hostile = submission('contact', { user_name: '<img src=x onerror=alert(1)>', user_mobile: '0501234567', user_msg: '</td><script>alert("x")</script> & more' });
    const { html, text } = renderSubmissionEmail(hostile, options);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;/td&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; more');
    expect(text).toContain('Message: </td><script>alert("x")</script> & more'); // plain text stays as written
    expect(escapeHtml(`"'<>&`)).toBe('&#34;&#39;&#60;&#62;&#38;');
  });

  test('a multi-line message keeps its lines in both versions', () => {
    const multi = submission('contact', { ...validFields.contact, user_msg: 'Line one\nLine two' });
    const { text, html } = renderSubmissionEmail(multi, options);
    expect(text).toContain('Message:\nLine one\nLine two');
    expect(html).toContain('white-space:pre-wrap">Line one\nLine two');
  });
});

describe('mailer and e-mail deliverer', () => {
  let dir: string;
  let smtp: SmtpSink;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mail-'));
    smtp = await startSmtpSink();
  });
  afterEach(async () => {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const deliverer = (smtpUrl: string | null, socketMs = 5_000) =>
    createEmailDeliverer(
      createMailer({
        smtpUrl,
        outboxDir: path.join(dir, 'outbox'),
        from: '"Ztart Visa website" <no-reply@ztartvisa.ae>',
        to: 'leads@ztartvisa.ae',
        timeouts: { connectionMs: 5_000, greetingMs: 5_000, socketMs },
      }),
      { ...options, messageIdDomain: 'ztartvisa.ae' },
    );

  test('sends one message over SMTP to MAIL_TO, from MAIL_FROM, with the submission’s Message-ID', async () => {
    expect(await deliverer(smtp.url)(submission('career'))).toEqual({ ok: true });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['leads@ztartvisa.ae']);
    expect(mail!.messageId).toBe('<submission.65f0c0ffee0000000000abcd@ztartvisa.ae>');
    expect(messageIdOf('abc', 'ztartvisa.ae')).toBe('<submission.abc@ztartvisa.ae>');
    const headers = headersOf(mail!.raw);
    expect(headers).toMatch(/^From: Ztart Visa website <no-reply@ztartvisa\.ae>$/m);
    expect(headers).toMatch(/^To: leads@ztartvisa\.ae$/m);
    expect(headers).toMatch(/^Reply-To: lina\.haddad@example\.com$/m); // staff answer the applicant directly
    expect(headers).toMatch(/^Subject: New job application: Lina Haddad$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
  });

  test('a value that smuggles line breaks can never add a header or a recipient', async () => {
    const hostile = submission('contact', {
      user_name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes',
      user_mobile: '0501234567',
      user_msg: 'hi\r\n\r\n.\r\nMAIL FROM:<x@evil.example>',
    });
    expect(await deliverer(smtp.url)(hostile)).toEqual({ ok: true });
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['leads@ztartvisa.ae']);
    const headers = headersOf(mail!.raw);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Injected:/im);
    expect(headers).toMatch(/^Subject: New contact message: Eve Bcc: victim@example\.com X-Injected: yes$/m);
    expect(smtp.received).toHaveLength(1);
  });

  test('a refusing mail server is a transient failure with its answer; a hanging one times out', async () => {
    smtp.mode = 'refuse';
    expect(await deliverer(smtp.url)(submission('callback'))).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/^SMTP 451: .*Mailbox temporarily unavailable/) });
    smtp.mode = 'hang';
    const started = Date.now();
    expect(await deliverer(smtp.url, 300)(submission('callback'))).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/^SMTP/) });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(smtp.received).toHaveLength(0);
  });

  test('without SMTP_URL the message is written as an .eml file under the outbox, once per submission', async () => {
    const send = deliverer(null);
    expect(await send(submission('lead'))).toEqual({ ok: true });
    expect(await send(submission('lead'))).toEqual({ ok: true }); // a retry replaces, never adds
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toEqual(['2026-03-10-lead-65f0c0ffee0000000000abcd.eml']);
    const raw = readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    const headers = headersOf(raw);
    expect(headers).toMatch(/^Message-ID: <submission\.65f0c0ffee0000000000abcd@ztartvisa\.ae>$/m);
    expect(headers).toMatch(/^Subject: New visa consultation lead: Omar Farooq$/m);
    expect(headers).toMatch(/^Date: Tue, 10 Mar 2026 08:30:00 \+0000$/m);
    expect(raw).toContain('Name: Omar Farooq');
    expect(smtp.offered).toBe(0);
  });
});
