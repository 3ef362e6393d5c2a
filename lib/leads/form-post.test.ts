/**
 * The visitor forms sent without JavaScript: a form-encoded POST to /api/forms/{kind} goes
 * through the same rules as the JSON contract and is answered with a 303 to the answer page,
 * whose sealed address says what that page shows.
 */
import { FORM_ANSWER_PARAM, FORM_ANSWER_PATH, PLAIN_FORM_FIELDS } from '@/lib/leads/form-contract';
import { MIN_TIME_MESSAGE, PHONE_MESSAGE, SUCCESS_MESSAGES } from '@/lib/leads/form-messages';
import { RATE_LIMITS } from '@/lib/rate-limits';
import { CONTACT_NOTICE, MARKETING_CHOICE } from '@/lib/privacy/consent-notices';
import { type LeadsHarness, startLeadsHarness } from '@/test/leads/harness';
import { availableAdapters } from '@/test/store-adapters';
import { unsealFormAnswer } from './form-post-answer';
import { handlePlainFormPost, isPlainFormPost } from './form-post';

let harness: LeadsHarness;

const ORIGIN = 'http://localhost:3000';

function plainRequest(kind: string, form: Record<string, string>, { ip = '203.0.113.30', referer = `${ORIGIN}/visa/japan-visa?utm_source=ads`, headers = {} as Record<string, string> } = {}) {
  return new Request(`${ORIGIN}/api/forms/${kind}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: ORIGIN,
      referer,
      'x-forwarded-for': ip,
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
  });
}

const consultation = (overrides: Record<string, string> = {}) => ({
  user_name: 'Aisha Khan',
  user_mobile: '050 123 4567',
  user_cnty: 'Japan',
  website: '',
  [PLAIN_FORM_FIELDS.notice]: CONTACT_NOTICE.version,
  [PLAIN_FORM_FIELDS.topic]: 'Japan visa',
  ...overrides,
});

async function send(kind: string, form: Record<string, string>, options?: Parameters<typeof plainRequest>[2]) {
  const response = await handlePlainFormPost(harness.deps, kind, plainRequest(kind, form, options));
  const location = response.headers.get('location') ?? '';
  const sealed = new URLSearchParams(location.split('?')[1] ?? '').get(FORM_ANSWER_PARAM) ?? undefined;
  return { response, location, answer: await unsealFormAnswer(sealed) };
}

describe('isPlainFormPost', () => {
  test('only a form-encoded body is a plain form; JSON stays the script contract', () => {
    expect(isPlainFormPost(plainRequest('contact', {}))).toBe(true);
    expect(isPlainFormPost(new Request(`${ORIGIN}/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))).toBe(false);
  });
});

describe.each(availableAdapters())('a plain form POST [$name]', (adapter) => {
  beforeEach(async () => {
    harness = await startLeadsHarness({ adapter, limits: [...RATE_LIMITS.forms] });
  });
  afterEach(async () => {
    await harness.close();
  });

  test('an Arabic page’s form comes back in Arabic at /ar/form-answer, stored with its language', async () => {
    const arabic = { [PLAIN_FORM_FIELDS.locale]: 'ar', [PLAIN_FORM_FIELDS.topic]: '' };
    const refused = await send('consultation', consultation({ ...arabic, user_mobile: '٠٥٠١٢' }), { referer: `${ORIGIN}/ar/visa/japan-visa` });
    expect(refused.location.startsWith(`/ar${FORM_ANSWER_PATH}?`)).toBe(true);
    expect(refused.answer).toMatchObject({ kind: 'consultation', errors: { user_mobile: 'يُرجى إدخال رقم من 9 أرقام' } });

    const sent = await send('consultation', consultation({ ...arabic, user_mobile: '٠٥٠١٢٣٤٥٦٧' }), { referer: `${ORIGIN}/ar/visa/japan-visa`, ip: '203.0.113.31' });
    expect(sent.location.startsWith(`/ar${FORM_ANSWER_PATH}?`)).toBe(true);
    expect(sent.answer?.sent).toMatchObject({ message: 'تم إرسال طلبك بنجاح', mobile: '501234567', topic: 'تأشيرة اليابان' });
    const [stored] = await harness.store.submissions.list();
    expect(stored).toMatchObject({ language: 'ar', fields: { user_mobile: '501234567', user_cnty: 'Japan' }, consent: { language: 'ar' } });

    // A language the site does not have is not taken: the Referer's path decides.
    const unknown = await send('contact', { user_name: '', user_mobile: '', user_msg: '', website: '', [PLAIN_FORM_FIELDS.notice]: CONTACT_NOTICE.version, [PLAIN_FORM_FIELDS.locale]: 'xx' }, { referer: `${ORIGIN}/contact`, ip: '203.0.113.32' });
    expect(unknown.location.startsWith(`${FORM_ANSWER_PATH}?`)).toBe(true);
    expect(unknown.answer?.errors?.user_name).toBe('Please enter your name');
  });

  test('a valid consultation is stored with its consent, topic and source, and answered with the thank-you', async () => {
    const { response, location, answer } = await send('consultation', consultation({ marketing: 'on' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(location.startsWith(`${FORM_ANSWER_PATH}?`)).toBe(true);
    expect(answer?.sent).toEqual({ message: SUCCESS_MESSAGES.consultation, name: 'Aisha Khan', mobile: '501234567', topic: 'Japan visa', at: expect.any(Number) });
    const [stored] = await harness.store.submissions.list();
    expect(stored).toMatchObject({
      kind: 'consultation',
      fields: { user_name: 'Aisha Khan', user_mobile: '501234567', user_cnty: 'Japan' },
      source: { page: '/visa/japan-visa?utm_source=ads', visa: 'Japan visa', utm: { utm_source: 'ads' } },
      consent: { notice: CONTACT_NOTICE.version, page: '/visa/japan-visa' },
      marketing: { notice: MARKETING_CHOICE.version },
    });
  });

  test('a wrong number comes back with the rule’s message and every value as typed; nothing is stored', async () => {
    const { response, answer } = await send('consultation', consultation({ user_mobile: '12345' }));
    expect(response.status).toBe(303);
    expect(answer).toMatchObject({ kind: 'consultation', errors: { user_mobile: PHONE_MESSAGE }, values: { user_name: 'Aisha Khan', user_mobile: '12345', user_cnty: 'Japan' }, topic: 'Japan visa' });
    expect(answer?.sent).toBeUndefined();
    expect(await harness.store.submissions.count()).toBe(0);
  });

  test('the same form sent twice (a double click, a reload) is stored once', async () => {
    await send('consultation', consultation());
    const again = await send('consultation', consultation());
    expect(again.answer?.sent?.message).toBe(SUCCESS_MESSAGES.consultation);
    expect(await harness.store.submissions.count()).toBe(1);
  });

  test('the answer page’s form counts its own fill: sent sooner than a person could, it is refused and kept', async () => {
    const { answer } = await send('contact', {
      user_name: 'Priya Nair',
      user_mobile: '501234567',
      user_msg: 'Schengen for four?',
      [PLAIN_FORM_FIELDS.notice]: CONTACT_NOTICE.version,
      [PLAIN_FORM_FIELDS.key]: '2f1c5d0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
      [PLAIN_FORM_FIELDS.startedAt]: String(Date.now()),
    });
    expect(answer?.message).toBe(MIN_TIME_MESSAGE);
    expect(answer?.values.user_msg).toBe('Schengen for four?');
    expect(await harness.store.submissions.count()).toBe(0);
  });

  test('the honeypot gets the thank-you and nothing is stored', async () => {
    const { answer } = await send('consultation', consultation({ website: 'http://spam.example' }));
    expect(answer?.sent?.message).toBe(SUCCESS_MESSAGES.consultation);
    expect(await harness.store.submissions.count()).toBe(0);
  });

  test('the page the answer page’s form sends back is taken only when it is a path of this site', async () => {
    // Without a Referer of this site (a script posting, a browser that sends none), the form's own field names the page.
    const noReferer = { referer: '' };
    const kept = await send('consultation', consultation({ [PLAIN_FORM_FIELDS.page]: '/visa/japan-visa' }), noReferer);
    expect(kept.answer?.page).toBe('/visa/japan-visa');
    const offSite = ['/\\evil.example/phish', '//evil.example', '/\t/evil.example', 'https://evil.example/', 'visa/japan-visa'];
    for (const [index, page] of offSite.entries()) {
      // The honeypot answers a thank-you without storing or counting: the link must not point away from the site either.
      const { answer } = await send('consultation', consultation({ [PLAIN_FORM_FIELDS.page]: page, website: index === 0 ? 'x' : '' }), { ...noReferer, ip: `203.0.113.${40 + index}` });
      expect(answer?.sent?.message).toBe(SUCCESS_MESSAGES.consultation);
      expect(answer?.page).toBeUndefined();
    }
    // Five stored (not the honeypot's), and only the path of this site kept as a lead's page.
    const pages = (await harness.store.submissions.list()).map((submission) => submission.source?.page);
    expect(pages).toHaveLength(5);
    expect(pages.filter(Boolean)).toEqual(['/visa/japan-visa']);
  });

  test('a Referer whose path names another site loses only the link; a backslash in its query is kept', async () => {
    const offSite = await send('callback', { user_mobile: '501234567', [PLAIN_FORM_FIELDS.notice]: CONTACT_NOTICE.version }, { referer: `${ORIGIN}//evil.example/x` });
    expect(offSite.answer?.sent?.message).toBe(SUCCESS_MESSAGES.callback);
    expect(offSite.answer?.page).toBeUndefined();
    const query = await send('callback', { user_mobile: '501234568', [PLAIN_FORM_FIELDS.notice]: CONTACT_NOTICE.version }, { referer: `${ORIGIN}/visa?utm_term=a\\b`, ip: '203.0.113.50' });
    expect(query.answer?.page).toBe('/visa?utm_term=a\\b');
    const stored = await harness.store.submissions.list();
    expect(stored.map((submission) => submission.source?.page ?? null).filter(Boolean)).toEqual(['/visa?utm_term=a\\b']);
  });

  test('a form posted from another site is refused by the cross-origin guard', async () => {
    const response = await handlePlainFormPost(
      harness.deps,
      'contact',
      plainRequest('contact', consultation(), { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
    );
    expect(response.status).toBe(403);
    expect(await harness.store.submissions.count()).toBe(0);
  });

  test('past the rate limit the form comes back with the limit’s message', async () => {
    const limit = RATE_LIMITS.forms[0]!;
    for (let index = 0; index < limit.max; index += 1) await send('callback', { user_mobile: `50${String(1000000 + index)}`, [PLAIN_FORM_FIELDS.notice]: CONTACT_NOTICE.version });
    const { answer } = await send('callback', { user_mobile: '509999999', [PLAIN_FORM_FIELDS.notice]: CONTACT_NOTICE.version });
    expect(answer?.message).toMatch(/^Too many submissions from your connection/);
    expect(answer?.values.user_mobile).toBe('509999999');
  });

  test('a forged or missing answer address shows nothing', async () => {
    expect(await unsealFormAnswer('Fe26.2**forged')).toBeNull();
    expect(await unsealFormAnswer(undefined)).toBeNull();
  });
});
