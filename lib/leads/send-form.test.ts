import { MESSAGES } from '@/lib/i18n/messages';
import { ERROR_MESSAGES, MIN_TIME_MESSAGE, SUCCESS_MESSAGES } from './form-messages';
import { newFormKey } from './form-key';
import { submitForm as submitWith } from './send-form';

/** The words an English page gives its forms. */
const english = { failure: ERROR_MESSAGES, tooSoon: MIN_TIME_MESSAGE };
const submitForm = (kind: Parameters<typeof submitWith>[0], sent: typeof body, fetchImpl: typeof fetch) => submitWith(kind, sent, english, fetchImpl);

const body = { fields: { user_mobile: '0501234567' }, idempotencyKey: newFormKey(), startedAt: 1, website: '', consent: { notice: 'contact-2026-11-27', marketing: false, page: '/' } };

const answering = (status: number, answer: unknown) =>
  jest.fn(async () => new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } }));

describe('submitForm', () => {
  it('posts the contract body as JSON to /api/forms/{kind}', async () => {
    const fetchImpl = answering(201, { statusCode: 201, message: SUCCESS_MESSAGES.callback });
    await submitForm('callback', body, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms/callback');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('is a success only for a 201, with the server’s message', async () => {
    expect(await submitForm('contact', body, answering(201, { statusCode: 201, message: 'Message sent successfully' }))).toEqual({
      type: 'success',
      message: 'Message sent successfully',
    });
    expect((await submitForm('contact', body, answering(200, { statusCode: 200, message: 'OK' }))).type).toBe('error');
    expect((await submitForm('contact', body, answering(201, 'not json'))).type).toBe('error');
  });

  it('turns a 400 with field errors into field messages', async () => {
    const outcome = await submitForm(
      'contact',
      body,
      answering(400, { statusCode: 400, message: 'Invalid', fieldErrors: { user_mobile: ['Please enter a 9-digit number', 'second'] } }),
    );
    expect(outcome).toEqual({ type: 'invalid', fieldErrors: { user_mobile: 'Please enter a 9-digit number' }, message: 'Invalid' });
  });

  it('tells a refusal as too soon (nothing stored, worth sending again) from other 400s', async () => {
    expect(await submitForm('callback', body, answering(400, { statusCode: 400, message: MIN_TIME_MESSAGE }))).toEqual({
      type: 'tooSoon',
      message: MIN_TIME_MESSAGE,
    });
    expect(await submitForm('callback', body, answering(400, { statusCode: 400, message: 'The request could not be read' }))).toEqual({
      type: 'error',
      message: 'The request could not be read',
    });
  });

  it('shows the server’s message for 429 and 503, the contract’s text otherwise', async () => {
    expect(await submitForm('career', body, answering(429, { statusCode: 429, message: 'Too many requests' }))).toEqual({ type: 'error', message: 'Too many requests' });
    expect(await submitForm('career', body, answering(503, { statusCode: 503, message: ERROR_MESSAGES.career }))).toEqual({
      type: 'error',
      message: ERROR_MESSAGES.career,
    });
    expect(await submitForm('lead', body, answering(404, '<html>Not found</html>'))).toEqual({ type: 'error', message: ERROR_MESSAGES.lead });
    expect(await submitForm('lead', body, answering(500, { message: 'stack trace' }))).toEqual({ type: 'error', message: ERROR_MESSAGES.lead });
  });

  it('reports a network failure with the contract’s error text', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitForm('consultation', body, fetchImpl)).toEqual({ type: 'error', message: ERROR_MESSAGES.consultation });
  });
});

describe('submitForm on an Arabic page', () => {
  const arabic = { failure: MESSAGES.ar.forms.failure, tooSoon: MESSAGES.ar.forms.server.tooSoon };

  it('tells the Arabic "too soon" refusal, and falls back to the Arabic error text', async () => {
    expect(await submitWith('callback', body, arabic, answering(400, { statusCode: 400, message: arabic.tooSoon }))).toEqual({ type: 'tooSoon', message: arabic.tooSoon });
    expect(await submitWith('lead', body, arabic, answering(500, { message: 'stack trace' }))).toEqual({ type: 'error', message: 'يُرجى تعبئة جميع الحقول للمتابعة' });
  });
});

describe('newFormKey', () => {
  it('makes distinct v4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newFormKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
