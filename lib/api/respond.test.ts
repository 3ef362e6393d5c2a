import { InvalidCredentialsError, TooManyAttemptsError } from '@/lib/auth/authenticate';
import { ConflictError, NotFoundError, StoreUnavailableError, ValidationError } from '@/lib/errors';
import { PUBLIC_CACHE_CONTROL } from './cache-control';
import { PayloadTooLargeError } from './errors';
import { errorAnswer, INTERNAL_ERROR_MESSAGE, ok } from './respond';

const read = async (response: Response) => ({ status: response.status, headers: response.headers, body: await response.json() });

describe('API answers', () => {
  let logged: unknown[][];
  beforeEach(() => {
    logged = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  });
  afterEach(() => jest.restoreAllMocks());

  test('a success is { statusCode: 200, message, data }, not cached unless told', async () => {
    const plain = await read(ok([1, 2], 'Visas fetched successfully'));
    expect(plain).toMatchObject({ status: 200, body: { statusCode: 200, message: 'Visas fetched successfully', data: [1, 2] } });
    expect(plain.headers.get('cache-control')).toBe('no-store');
    const cached = await read(ok(null, 'x', { cacheControl: PUBLIC_CACHE_CONTROL }));
    expect(cached.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
  });

  test.each([
    [new NotFoundError('No visa with the id or slug "x".'), 404],
    [new ConflictError('A visa with the slug "x" already exists.', 'slug'), 409],
    [new InvalidCredentialsError(), 401],
    [new PayloadTooLargeError(1024 * 1024), 413],
  ])('%s keeps its status and message', async (error, status) => {
    const { body, headers } = await read(errorAnswer(error, 'GET /x'));
    expect(body).toEqual({ statusCode: status, message: error.message, data: null });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  test('a failing store answers 503 in plain words, without the database error code', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { body } = await read(errorAnswer(new StoreUnavailableError('The database failed: SQLITE_BUSY'), 'GET /x'));
    expect(body).toEqual({ statusCode: 503, message: 'The database is not reachable right now. Please try again in a moment.', data: null });
    expect(JSON.stringify(body)).not.toContain('SQLITE');
    expect(logged).toHaveBeenCalled(); // the details still reach the log
    logged.mockRestore();
  });

  test('a validation error carries its per-field messages', async () => {
    const error = new ValidationError('title: Title is required', { title: ['Title is required'] });
    expect((await read(errorAnswer(error, 'POST /x'))).body).toEqual({
      statusCode: 400,
      message: 'title: Title is required',
      data: { fieldErrors: { title: ['Title is required'] } },
    });
  });

  test('a lockout says when to come back in Retry-After', async () => {
    const { status, headers } = await read(errorAnswer(new TooManyAttemptsError(120), 'POST /login'));
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('120');
  });

  test('an unexpected error answers 500 with a generic message, and is logged here only', async () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'slug') at /srv/app/lib/secret.ts:12");
    const { status, body } = await read(errorAnswer(error, 'PUT /api/1.0/admin/x'));
    expect(status).toBe(500);
    expect(body).toEqual({ statusCode: 500, message: INTERNAL_ERROR_MESSAGE, data: null });
    expect(JSON.stringify(body)).not.toMatch(/secret|slug|TypeError/);
    expect(logged).toEqual([['[api] PUT /api/1.0/admin/x failed:', error]]);
  });
});
