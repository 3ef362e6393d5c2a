import { FORM_RULES, EMAIL_PATTERN, type FieldRule, type FormMessageKey, problemText } from './form-rules';
import { checkForm } from './check-form';
import { fieldMessages, formSchemas } from './form-schemas';
import { z } from '../validation/z';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { SUBMISSION_KINDS } from '@/lib/leads/submission-repository';
import { validFields } from '@/test/leads/forms';

type Kind = (typeof SUBMISSION_KINDS)[number];

/** The first message per field of the server's schema, in a language, as the browser form shows them. */
function serverMessages(kind: Kind, input: unknown, locale: Locale = 'en') {
  const result = formSchemas[kind].safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = Object.fromEntries(Object.entries(fieldMessages(kind, result.error, locale)).map(([field, messages]) => [field, messages[0]!]));
  return { ok: false, errors };
}

/** The browser's check, its problems worded with the messages the page hands its forms. */
function browser(kind: Kind, input: Record<string, unknown>, locale: Locale = 'en') {
  const checked = checkForm(FORM_RULES[kind], input);
  if (checked.ok) return checked;
  const rules = FORM_RULES[kind] as Readonly<Record<string, FieldRule>>;
  const problems = Object.entries(checked.errors) as [string, FormMessageKey][];
  const errors: Record<string, string> = Object.fromEntries(problems.map(([field, problem]) => [field, problemText(rules[field]!, problem, MESSAGES[locale].forms.validation)]));
  return { ok: false as const, errors };
}

describe('visitor form rules: the browser’s checks and the server’s zod schemas', () => {
  it('trim what they accept', () => {
    const input = { customerName: '  Amal  ', mobileNo: ' 501234567 ', countryId: ' 12 ' };
    const expected = { customerName: 'Amal', mobileNo: '501234567', countryId: '12' };
    expect(browser('lead', input)).toEqual({ ok: true, values: expected });
    expect(serverMessages('lead', input)).toEqual({ ok: true, values: expected });
  });

  it('give the spec’s message for empty, missing and non-text values', () => {
    const input = { user_name: '   ', user_mobile: 501234567 };
    const errors = { user_name: 'Please enter your name', user_mobile: 'Please enter a 9-digit number', user_cnty: 'Please select a location' };
    expect(browser('consultation', input)).toEqual({ ok: false, errors });
    expect(serverMessages('consultation', input)).toEqual({ ok: false, errors });
  });

  it('refuse line breaks and control characters in single-line fields (they could forge e-mail headers)', () => {
    const input = { customerName: 'Amal\r\nBcc: x@example.com', mobileNo: '501234567', countryId: '1' };
    const errors = { customerName: 'Please remove line breaks and special characters' };
    expect(browser('lead', input)).toEqual({ ok: false, errors });
    expect(serverMessages('lead', input)).toEqual({ ok: false, errors });
  });

  it('cap lengths with a message that names the limit', () => {
    const input = { user_name: 'a'.repeat(101), user_mobile: '0501234567', user_msg: 'b'.repeat(2001) };
    const errors = { user_name: 'Please keep this under 100 characters', user_msg: 'Please keep your message under 2000 characters' };
    expect(browser('contact', input)).toEqual({ ok: false, errors });
    expect(serverMessages('contact', input)).toEqual({ ok: false, errors });
  });

  it('check the career e-mail after trimming, the choices exactly, and default the optional message', () => {
    const valid = { usr_name: 'Amal', usr_email: ' amal@example.com ', usr_location: 'Qatar', usr_desig: 'Product Designer' };
    expect(serverMessages('career', valid)).toEqual({ ok: true, values: { ...valid, usr_email: 'amal@example.com', usr_msg: '' } });
    expect(browser('career', { ...valid, usr_msg: '' })).toEqual({ ok: true, values: { ...valid, usr_email: 'amal@example.com', usr_msg: '' } });
    const bad = { usr_name: 'Amal', usr_email: 'amal@', usr_location: ' Qatar', usr_desig: 'Pilot', usr_msg: 'x' };
    const errors = { usr_email: 'Please enter a valid e-mail address', usr_location: 'Please choose a location', usr_desig: 'Please choose a designation' };
    expect(browser('career', bad)).toEqual({ ok: false, errors });
    expect(serverMessages('career', bad)).toEqual({ ok: false, errors });
  });

  it('use zod’s own e-mail pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  // Every field of every form against values that trip each rule: the browser must never let
  // through what the server refuses, nor name a different problem.
  const samples: unknown[] = [
    undefined, null, 42, '', '   ', 'a', '12', '@', 'Amal', ' 501234567 ', '50123456', '5012345678', '0501234567', 'call me',
    '+971501234567', '00971 50 123 4567', '+971 050 123 4567', '+97150123', '0412345678', '1'.repeat(24), '1'.repeat(25),
    'amal@example.com', 'amal@@example', '.amal@example.com', 'Qatar', 'India', ' India ', 'Product Designer',
    'line\nbreak', 'tab\there', 'x'.repeat(40), 'x'.repeat(41), 'x'.repeat(80), 'x'.repeat(81), 'y'.repeat(100), 'y'.repeat(101),
    `${'a'.repeat(150)}@example.com`, 'm'.repeat(2000), 'm'.repeat(2001), '١٢٣٤٥٦٧٨٩',
  ];
  it.each(SUBMISSION_KINDS.flatMap((kind) => [[kind, 'en'], [kind, 'ar']] as const))('agree on every sample value in every field of the %s form, in %s', (kind, locale) => {
    const rules = FORM_RULES[kind];
    let compared = 0;
    for (const field of Object.keys(rules)) {
      for (const sample of samples) {
        const input: Record<string, unknown> = {};
        for (const other of Object.keys(rules)) input[other] = other === field ? sample : undefined;
        const server = serverMessages(kind, input, locale);
        const client = browser(kind, input, locale);
        const fieldOf = (outcome: { ok: boolean; errors?: Record<string, string> }) => (outcome.ok ? undefined : outcome.errors?.[field]);
        expect([field, sample, fieldOf(client)]).toEqual([field, sample, fieldOf(server)]);
        compared += 1;
      }
    }
    expect(compared).toBe(Object.keys(rules).length * samples.length);
  });

  // Numbers were cut at 9 characters and stored uncallable (0501234567 became 050123456).
  const spellings = ['501234567', '0501234567', '050 123 4567', '50 123 4567', '+971501234567', '+971 50 123 4567', '+971-50-123-4567', '00971501234567', '971501234567', '+971 (0) 50 123 4567'];
  const phoneFields = [['callback', 'user_mobile'], ['consultation', 'user_mobile'], ['lead', 'mobileNo'], ['contact', 'user_mobile']] as const;

  it.each(phoneFields)('read every usual spelling of a UAE mobile in the %s form as its 9 national digits', (kind, field) => {
    for (const typed of spellings) {
      const input = { ...validFields[kind], [field]: typed };
      const client = browser(kind, input);
      const server = serverMessages(kind, input);
      expect([typed, client.ok ? (client.values as Record<string, string>)[field] : client.errors]).toEqual([typed, '501234567']);
      expect([typed, server.ok ? server.values?.[field] : server.errors]).toEqual([typed, '501234567']);
    }
  });

  it.each(phoneFields)('refuse what is not a UAE mobile in the %s form with the spec’s message, never a cut number', (kind, field) => {
    for (const typed of ['05012345678', '+9715012345678', '+97150123', '0412345678', '+441234567890', '601234567', '50123456']) {
      expect([typed, serverMessages(kind, { [field]: typed }).errors?.[field]]).toEqual([typed, 'Please enter a 9-digit number']);
    }
  });

  it('word the same problems in Arabic on Arabic pages, the rule set being one', () => {
    const input = { user_name: '   ', user_mobile: '٠٥٠١٢٣', user_msg: 'b'.repeat(2001) };
    const errors = { user_name: 'يُرجى إدخال اسمك', user_mobile: 'يُرجى إدخال رقم من 9 أرقام', user_msg: 'يُرجى اختصار رسالتك: الحد الأقصى 2000 حرف' };
    expect(browser('contact', input, 'ar')).toEqual({ ok: false, errors });
    expect(serverMessages('contact', input, 'ar')).toEqual({ ok: false, errors });
    expect(serverMessages('lead', { customerName: 'a'.repeat(101), mobileNo: '501234567', countryId: '' }, 'ar').errors).toEqual({
      customerName: 'يُرجى الاختصار: الحد الأقصى لعدد الأحرف 100',
      countryId: 'يُرجى اختيار الوجهة',
    });
  });

  it('read a number typed in Arabic-Indic digits as its 9 national digits, in the browser and on the server', () => {
    const input = { ...validFields.contact, user_mobile: '٠٥٠١٢٣٤٥٦٧' };
    expect(browser('contact', input, 'ar')).toMatchObject({ ok: true, values: { user_mobile: '501234567' } });
    expect(serverMessages('contact', input, 'ar')).toMatchObject({ ok: true, values: { user_mobile: '501234567' } });
  });
});
