/**
 * The form entry as a browser meets it: answers, status codes and headers of
 * handleFormSubmission (the route's body), with the real store, worker, CRM stand-in and SMTP
 * server behind it, so "nothing stored or sent" is checked where it would show.
 */
import type { FormAnswer } from '@/lib/leads/form-contract';
import { MIN_TIME_MESSAGE, NOT_STORED_MESSAGE, SUCCESS_MESSAGES } from '@/lib/leads/form-messages';
import { StoreUnavailableError } from '@/lib/errors';
import { RATE_LIMITS } from '@/lib/rate-limits';
import { SUBMISSION_KINDS, type SubmissionKind } from '@/lib/leads/submission-repository';
import { CAREER_NOTICE, CONTACT_NOTICE, MARKETING_CHOICE } from '@/lib/privacy/consent-notices';
import { consentFor, formBody, formRequest, validFields } from '@/test/leads/forms';
import { type HarnessOptions, type LeadsHarness, startLeadsHarness, waitUntil } from '@/test/leads/harness';
import { availableAdapters } from '@/test/store-adapters';
import { handleFormSubmission } from './submit-form';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let harness: LeadsHarness;

async function post(kind: string, body: unknown, options?: Parameters<typeof formRequest>[2]) {
  const response = await handleFormSubmission(harness.deps, kind, formRequest(kind, body, options));
  return { status: response.status, headers: response.headers, answer: (await response.json()) as FormAnswer };
}

/** Nothing reached the store, the CRM or the mail server (given the worker time to act). */
async function expectNothingStoredOrSent() {
  await sleep(150);
  expect(await harness.store.submissions.count()).toBe(0);
  expect(harness.crm.leadRequests).toBe(0);
  expect(harness.smtp.offered).toBe(0);
}

describe.each(availableAdapters())('POST /api/forms/{kind} [$name]', (adapter) => {
  const startHarness = (options: HarnessOptions = {}) => startLeadsHarness({ ...options, adapter });
  beforeEach(async () => {
    harness = await startHarness({ limits: [...RATE_LIMITS.forms] });
  });
  afterEach(async () => {
    await harness.close();
  });

  test.each(SUBMISSION_KINDS)('a valid %s form is stored, answered 201 with its message, and e-mailed', async (kind) => {
    const { status, answer, headers } = await post(kind, formBody(kind));
    expect(status).toBe(201);
    expect(answer).toEqual({ statusCode: 201, message: SUCCESS_MESSAGES[kind], data: { id: expect.stringMatching(/^[0-9a-f]{24}$/) } });
    expect(headers.get('cache-control')).toBe('no-store');
    const stored = (await harness.store.submissions.getById(answer.data!.id))!;
    expect(stored).toMatchObject({ kind, fields: validFields[kind] });
    expect(Object.keys(stored.deliveries).sort()).toEqual(kind === 'consultation' || kind === 'lead' ? ['crm', 'email'] : ['email']);
    await waitUntil(() => harness.smtp.received.length === 1);
  });

  test('the consent shown is stored with the submission; the marketing choice only when ticked, and never for a job application', async () => {
    const plain = await post('consultation', formBody('consultation', { consent: { ...consentFor('consultation'), page: '/visa/japan-visa' } }));
    const ticked = await post('callback', formBody('callback', { consent: consentFor('callback', true) }), { ip: '203.0.113.21' });
    const career = await post('career', formBody('career', { consent: consentFor('career', true) }), { ip: '203.0.113.22' });
    const stored = async (answer: FormAnswer) => (await harness.store.submissions.getById(answer.data!.id))!;
    const first = await stored(plain.answer);
    expect(first.consent).toEqual({ notice: CONTACT_NOTICE.version, page: '/visa/japan-visa', at: first.createdAt, language: 'en' });
    expect(first.marketing).toBeNull();
    const second = await stored(ticked.answer);
    expect(second.marketing).toEqual({ notice: MARKETING_CHOICE.version, at: second.createdAt });
    const third = await stored(career.answer);
    expect([third.consent?.notice, third.marketing]).toEqual([CAREER_NOTICE.version, null]);
  });

  test('a form sent from an Arabic page is answered in Arabic and stored with its language, the number in Arabic-Indic digits as its 9 digits', async () => {
    const fields = { ...validFields.contact, user_mobile: '٠٥٠١٢٣٤٥٦٧' };
    const { status, answer } = await post('contact', { ...formBody('contact', { fields, consent: { ...consentFor('contact'), page: '/ar/contact' } }), locale: 'ar' });
    expect([status, answer.message]).toEqual([201, 'تم إرسال رسالتك بنجاح']);
    const stored = (await harness.store.submissions.getById(answer.data!.id))!;
    expect(stored.fields.user_mobile).toBe('501234567');
    expect(stored.language).toBe('ar');
    expect(stored.consent).toEqual({ notice: CONTACT_NOTICE.version, page: '/ar/contact', at: stored.createdAt, language: 'ar' });
    // The inbox finds it by the number typed any way.
    expect((await harness.store.submissions.list({ search: '٠٥٠ ١٢٣' })).map((each) => each._id)).toEqual([stored._id]);
  });

  test('its refusals come in Arabic: the field messages, and a form that names no language is read from the page it was sent from', async () => {
    const short = await post('consultation', { ...formBody('consultation', { fields: { user_name: 'عائشة', user_mobile: '٠٥٠١٢٣', user_cnty: '' } }), locale: 'ar' });
    expect(short.status).toBe(400);
    expect(short.answer.fieldErrors).toEqual({ user_mobile: ['يُرجى إدخال رقم من 9 أرقام'], user_cnty: ['يُرجى اختيار الوجهة'] });
    const fromReferer = await post('contact', formBody('contact', { fields: { user_name: '', user_mobile: '501234567', user_msg: 'x' } }), {
      headers: { referer: 'http://localhost:3000/ar/contact' },
    });
    expect(fromReferer.answer.fieldErrors).toEqual({ user_name: ['يُرجى إدخال اسمك'] });
    const tooSoon = await post('callback', { ...formBody('callback', { startedAt: Date.now() }), locale: 'ar' });
    expect(tooSoon.answer.message).toBe('يُرجى التمهّل قليلًا لمراجعة بياناتك، ثم المحاولة مرة أخرى');
    expect((await post('callback', { ...formBody('callback'), locale: 'fr' })).answer.message).toBe('The form could not be read. Please reload the page and try again.');
    const english = await post('contact', formBody('contact'));
    expect((await harness.store.submissions.getById(english.answer.data!.id))!.language).toBe('en');
  });

  test('a form without its consent, or naming a notice this form never showed, is refused as out of date and not stored', async () => {
    const { consent: _left, ...without } = formBody('contact');
    for (const body of [without, formBody('contact', { consent: consentFor('career') }), formBody('contact', { consent: { notice: 'contact-1999-01-01', marketing: false, page: '/' } })]) {
      const { status, answer } = await post('contact', body);
      expect([status, answer.message]).toEqual([400, 'This form is out of date. Please reload the page and send it again.']);
    }
    await expectNothingStoredOrSent();
  });

  test('values are stored trimmed, as the schema outputs them', async () => {
    const { answer } = await post('consultation', formBody('consultation', { fields: { user_name: '  Aisha Khan ', user_mobile: ' 501234567', user_cnty: 'France ' } }));
    expect((await harness.store.submissions.getById(answer.data!.id))!.fields).toEqual(validFields.consultation);
  });

  // Every spelling of a UAE mobile people type, in every form with a phone, is stored,
  // e-mailed and sent to the CRM as the same number; the browser sends what was typed when its
  // own check is bypassed, so the server reads it with the same rule.
  const PHONE_FIELD = { callback: 'user_mobile', consultation: 'user_mobile', lead: 'mobileNo', contact: 'user_mobile' } as const;
  test.each(Object.keys(PHONE_FIELD) as (keyof typeof PHONE_FIELD)[])(
    'the %s form: 0501234567, 50 123 4567, +971501234567 and 00971 50 123 4567 all reach the store, the e-mail and the CRM as 501234567',
    async (kind) => {
      const typed = ['0501234567', '50 123 4567', '+971501234567', '00971 50 123 4567'];
      const ids: string[] = [];
      for (const [index, mobile] of typed.entries()) {
        const fields = { ...validFields[kind], [PHONE_FIELD[kind]]: mobile };
        const { status, answer } = await post(kind, formBody(kind, { fields }), { ip: `203.0.113.${50 + index}` });
        expect(status).toBe(201);
        ids.push(answer.data!.id);
      }
      for (const id of ids) expect((await harness.store.submissions.getById(id))!.fields[PHONE_FIELD[kind]]).toBe('501234567');
      await waitUntil(() => harness.smtp.received.length === typed.length);
      for (const mail of harness.smtp.received) expect(mail.raw).toContain('+971 501234567');
      if (kind === 'consultation' || kind === 'lead') {
        await waitUntil(() => harness.crm.leads.length === typed.length);
        expect(harness.crm.leads.map((lead) => lead.body.mobileNo)).toEqual(typed.map(() => '0501234567'));
      }
    },
  );

  test.each(['050123456', '+97150123456789', '0401234567', '12345'])('%s is refused with the spec’s message, nothing stored', async (mobile) => {
    const { status, answer } = await post('consultation', formBody('consultation', { fields: { ...validFields.consultation, user_mobile: mobile } }));
    expect(status).toBe(400);
    expect(answer.fieldErrors).toEqual({ user_mobile: ['Please enter a 9-digit number'] });
    await expectNothingStoredOrSent();
  });

  test('the lead’s source is stored with it; empty UTM values are left out', async () => {
    const source = { page: '/visa/japan-visa', visa: 'Japan visa', utm: { utm_source: 'google', utm_medium: 'cpc', utm_term: ' ' }, referrer: 'https://www.google.com/' };
    const { status, answer } = await post('consultation', { ...formBody('consultation'), source });
    expect(status).toBe(201);
    expect((await harness.store.submissions.getById(answer.data!.id))!.source).toEqual({ ...source, utm: { utm_source: 'google', utm_medium: 'cpc' } });
  });

  test.each([
    ['another site’s address as the page', { page: 'https://evil.example/visa' }],
    ['a protocol-relative page', { page: '//evil.example/visa' }],
    ['a line break in a UTM value', { page: '/', utm: { utm_source: 'a\r\nBcc: x@evil.example' } }],
    ['an operator object', { page: { $gt: '' } }],
    ['a script URL as the referrer', { page: '/', referrer: 'javascript:alert(1)' }],
    ['text instead of an object', 'google'],
  ])('a source with %s is dropped, and the lead is still stored', async (_what, source) => {
    const { status, answer } = await post('consultation', { ...formBody('consultation'), source });
    expect(status).toBe(201);
    expect((await harness.store.submissions.getById(answer.data!.id))!.source).toBeNull();
  });

  const invalid: Record<SubmissionKind, { fields: Record<string, unknown>; errors: Record<string, string[]> }> = {
    callback: { fields: { user_mobile: 'call me' }, errors: { user_mobile: ['Please enter a 9-digit number'] } },
    consultation: {
      fields: { user_name: '', user_mobile: '50123', user_cnty: '' },
      errors: { user_name: ['Please enter your name'], user_mobile: ['Please enter a 9-digit number'], user_cnty: ['Please select a location'] },
    },
    lead: {
      fields: { customerName: '   ', mobileNo: '05012345' },
      errors: { customerName: ['Please enter your name'], mobileNo: ['Please enter a 9-digit number'], countryId: ['Please select a location'] },
    },
    contact: {
      fields: { user_name: 'Priya', user_mobile: '', user_msg: ' ' },
      errors: { user_mobile: ['Please enter your phone number'], user_msg: ['Please enter a message'] },
    },
    career: {
      fields: { usr_name: 'Lina', usr_email: 'lina@', usr_location: 'Mars', usr_desig: 'Chief Executive' },
      errors: {
        usr_email: ['Please enter a valid e-mail address'],
        usr_location: ['Please choose a location'],
        usr_desig: ['Please choose a designation'],
      },
    },
  };

  test.each(SUBMISSION_KINDS)('an invalid %s form answers 400 with the schema’s message per field; nothing is stored or sent', async (kind) => {
    const { status, answer } = await post(kind, formBody(kind, { fields: invalid[kind].fields }));
    expect(status).toBe(400);
    expect(answer.fieldErrors).toEqual(invalid[kind].errors);
    expect(answer.message).toBe(Object.values(invalid[kind].errors)[0]![0]);
    await expectNothingStoredOrSent();
  });

  test('operator objects, arrays and numbers in place of text are refused field by field', async () => {
    const { status, answer } = await post(
      'consultation',
      formBody('consultation', { fields: { user_name: { $gt: '' }, user_mobile: ['501234567'], user_cnty: 33 } }),
    );
    expect(status).toBe(400);
    expect(answer.fieldErrors).toEqual({
      user_name: ['Please enter your name'],
      user_mobile: ['Please enter a 9-digit number'],
      user_cnty: ['Please select a location'],
    });
    await expectNothingStoredOrSent();
  });

  test('a line break meant to add an e-mail header is refused', async () => {
    const { status, answer } = await post('contact', formBody('contact', { fields: { ...validFields.contact, user_name: 'Eve\r\nBcc: all@example.com' } }));
    expect(status).toBe(400);
    expect(answer.fieldErrors).toEqual({ user_name: ['Please remove line breaks and special characters'] });
    await expectNothingStoredOrSent();
  });

  test('a body that is not the contract’s answers 400; a missing form key says to reload', async () => {
    expect((await post('lead', '{"fields":')).status).toBe(400);
    expect((await post('lead', '[]')).status).toBe(400);
    const noKey = await post('lead', { fields: validFields.lead, startedAt: Date.now() - 10_000, website: '' });
    expect(noKey.status).toBe(400);
    expect(noKey.answer.message).toBe('A fresh form key is needed: reload the page and try again');
    const noFields = await post('lead', { ...formBody('lead'), fields: 'Omar' });
    expect(noFields.status).toBe(400);
    expect(noFields.answer.fieldErrors).toHaveProperty('fields');
    await expectNothingStoredOrSent();
  });

  test('an unknown form answers 404', async () => {
    const { status, answer } = await post('newsletter', formBody('contact'));
    expect(status).toBe(404);
    expect(answer).toEqual({ statusCode: 404, message: 'There is no such form.' });
    await expectNothingStoredOrSent();
  });

  test('a POST from another site’s page answers 403; same host, no Origin or the site URL pass', async () => {
    const foreign = await post('contact', formBody('contact'), { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.answer.message).toBe('Forms can only be sent from this website.');
    // The rule of every mutating endpoint (lib/auth/request-guards.ts): the browser's Sec-Fetch-Site
    // and the scheme count too.
    const refused: Array<Record<string, string>> = [
      { origin: 'null' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://shop.localhost:3000', 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:3000', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of refused) {
      expect({ headers, status: (await post('contact', formBody('contact'), { headers })).status }).toEqual({ headers, status: 403 });
    }
    await expectNothingStoredOrSent();

    const behindProxy = await handleFormSubmission(
      { ...harness.deps, siteOrigins: ['https://www.ztartvisa.ae'] },
      'contact',
      formRequest('contact', formBody('contact'), { headers: { origin: 'https://www.ztartvisa.ae', host: '10.0.0.5:3000' } }),
    );
    expect(behindProxy.status).toBe(201);
    const forwarded = await post('contact', formBody('contact'), {
      headers: { origin: 'https://ztartvisa.ae', 'x-forwarded-host': 'ztartvisa.ae', 'x-forwarded-proto': 'https' },
    });
    expect(forwarded.status).toBe(201);
    const noOrigin = new Request('http://localhost:3000/api/forms/contact', { method: 'POST', body: JSON.stringify(formBody('contact')) });
    expect((await handleFormSubmission(harness.deps, 'contact', noOrigin)).status).toBe(201);
  });

  test('a body over 32 KB answers 413, with or without a declared length', async () => {
    const big = formBody('contact', { fields: { ...validFields.contact, user_msg: 'x'.repeat(40_000) } });
    const declared = await post('contact', big);
    expect(declared.status).toBe(413);
    expect(declared.answer.message).toMatch(/too large/);

    const bytes = new TextEncoder().encode(JSON.stringify(big));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096) controller.enqueue(bytes.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const chunked = new Request('http://localhost:3000/api/forms/contact', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.headers.get('content-length')).toBeNull();
    expect((await handleFormSubmission(harness.deps, 'contact', chunked)).status).toBe(413);
    await expectNothingStoredOrSent();
  });

  test('a filled honeypot answers 201 like a success, but nothing is stored or sent', async () => {
    const { status, answer } = await post('lead', formBody('lead', { website: 'https://spam.example' }));
    expect(status).toBe(201);
    expect(answer).toEqual({ statusCode: 201, message: SUCCESS_MESSAGES.lead, data: { id: expect.stringMatching(/^[0-9a-f]{24}$/) } });
    await expectNothingStoredOrSent();
  });

  test('a honeypot filled with anything, of any type or length, gets the same success, never a 400 that names it', async () => {
    for (const website of [42, { url: 'x' }, ['x'], true, 'x'.repeat(5_000)]) {
      const { status, answer } = await post('lead', formBody('lead', { website }));
      expect([website, status, answer.message, answer.fieldErrors]).toEqual([website, 201, SUCCESS_MESSAGES.lead, undefined]);
    }
    await expectNothingStoredOrSent();
  });

  test('a form sent less than 2 s after it was shown answers 400 asking to take a moment; nothing is stored', async () => {
    const { status, answer } = await post('consultation', formBody('consultation', { startedAt: Date.now() - 500 }));
    expect(status).toBe(400);
    expect(answer.message).toBe(MIN_TIME_MESSAGE);
    expect(answer.message).toBe('Please take a moment to check your details and try again');
    await expectNothingStoredOrSent();
    // A bot that says its form was shown far in the future is refused like one sent too soon.
    expect((await post('consultation', formBody('consultation', { startedAt: Date.now() + 24 * 60 * 60_000 }))).answer.message).toBe(MIN_TIME_MESSAGE);
    await expectNothingStoredOrSent();
    // A visitor whose clock runs a few minutes ahead of the server's is no bot.
    expect((await post('consultation', formBody('consultation', { startedAt: Date.now() + 3 * 60_000 }))).status).toBe(201);
  });

  test('the 6th form in a minute from one address answers 429 with Retry-After; others are not affected', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 5; i++) expect((await post('contact', formBody('contact'), { ip })).status).toBe(201);
    const limited = await post('contact', formBody('contact'), { ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.answer.message).toMatch(/^Too many submissions from your connection\. Please try again in \d+ seconds\.$/);
    expect(await harness.store.submissions.count()).toBe(5);

    expect((await post('contact', formBody('contact'), { ip: '192.0.2.45' })).status).toBe(201); // another visitor
    expect((await post('callback', formBody('callback'), { ip })).status).toBe(201); // another form
    // Entries a client writes to the left of the address the proxy appended change nothing.
    const forged = formRequest('contact', formBody('contact'), { headers: { 'x-forwarded-for': `203.0.113.9, ${ip}` } });
    expect((await handleFormSubmission(harness.deps, 'contact', forged)).status).toBe(429);
  });

  test('a repeat of an already stored form is not refused by the rate limit', async () => {
    const ip = '192.0.2.50';
    const first = formBody('callback');
    const { answer } = await post('callback', first, { ip });
    for (let i = 0; i < 4; i++) await post('callback', formBody('callback'), { ip });
    const repeat = await post('callback', first, { ip });
    expect(repeat).toMatchObject({ status: 201, answer: { data: { id: answer.data!.id } } });
  });

  test.each(SUBMISSION_KINDS)('when the store is down a %s form answers 503 with the contract’s error message', async (kind) => {
    const down = { ...harness.deps, store: () => Promise.reject(new StoreUnavailableError('The database failed: SQLITE_IOERR')) };
    const { status, answer, headers } = await handleFormSubmission(down, kind, formRequest(kind, formBody(kind))).then(async (r) => ({
      status: r.status,
      headers: r.headers,
      answer: (await r.json()) as FormAnswer,
    }));
    expect(status).toBe(503);
    expect(answer).toEqual({ statusCode: 503, message: NOT_STORED_MESSAGE });
    expect(headers.get('retry-after')).toBe('5');
    await expectNothingStoredOrSent();
  });

  test('a closed database, a failing write or a store that hangs all answer 503, the last within the store timeout', async () => {
    await harness.store.close();
    const closed = await post('contact', formBody('contact'));
    expect(closed.status).toBe(503);

    const failing = {
      ...harness.deps,
      store: async () => ({ ...harness.store, submissions: { ...harness.store.submissions, create: () => Promise.reject(new Error('disk full')) } }),
    };
    expect((await handleFormSubmission(failing, 'lead', formRequest('lead', formBody('lead')))).status).toBe(503);

    const hanging = { ...harness.deps, store: () => new Promise<never>(() => undefined), storeTimeoutMs: 300 };
    const started = Date.now();
    expect((await handleFormSubmission(hanging, 'lead', formRequest('lead', formBody('lead')))).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Reopen so afterEach can close it.
    await harness.restart();
  });

  test('without a CRM, a lead is stored with its CRM channel skipped and shown why; the e-mail still goes', async () => {
    await harness.close();
    harness = await startHarness({ withCrm: false });
    const { status, answer } = await post('lead', formBody('lead'));
    expect(status).toBe(201);
    await waitUntil(() => harness.smtp.received.length === 1);
    const stored = (await harness.store.submissions.getById(answer.data!.id))!;
    expect(stored.deliveries.crm).toMatchObject({ status: 'skipped', lastError: 'CRM not configured', attempts: 0, nextAttemptAt: null });
    expect(harness.crm.leadRequests).toBe(0);
  });
});
