import { InvalidCredentialsError } from '@/lib/auth/authenticate';
import { ConflictError, NotFoundError, StoreUnavailableError, ValidationError } from '@/lib/errors';
import { actionFailure } from './action-failure';

/**
 * An error as a second copy of lib/errors.ts makes it (the store lives in instrumentation's
 * bundle): another class, but the same global brand.
 */
function foreign(name: string, props: Record<string, unknown>): Error {
  const error = Object.assign(new Error(String(props.message)), { name, ...props });
  return Object.defineProperty(error, Symbol.for('ztart-visa.app-error'), { value: true });
}

describe('actionFailure: what an admin form is told when a save fails', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('validation errors keep their per-field messages', () => {
    const error = new ValidationError('title: Title is required', { title: ['Title is required'], 'faqs.0.answer': ['Each answer is required'] });
    expect(actionFailure(error)).toEqual({
      ok: false,
      status: 400,
      message: 'title: Title is required',
      fieldErrors: { title: ['Title is required'], 'faqs.0.answer': ['Each answer is required'] },
    });
  });

  test('a conflict (taken slug, stale version) is put on its field, also when thrown by another copy of the class', () => {
    expect(actionFailure(new ConflictError('A visa with the slug "x" already exists.', 'slug'))).toEqual({
      ok: false,
      status: 409,
      message: 'A visa with the slug "x" already exists.',
      fieldErrors: { slug: ['A visa with the slug "x" already exists.'] },
    });
    const stale = foreign('ConflictError', { message: 'This visa was changed by someone else since you opened it.', status: 409, code: 'conflict', field: 'version' });
    expect(actionFailure(stale)).toMatchObject({ status: 409, message: 'This visa was changed by someone else since you opened it.' });
    expect(console.error).not.toHaveBeenCalled();
  });

  test('not found and an unreachable store get plain sentences', () => {
    expect(actionFailure(new NotFoundError('No visa with the id or slug "x".'))).toMatchObject({ status: 404, message: 'No visa with the id or slug "x".' });
    const down = actionFailure(new StoreUnavailableError('The database failed: SQLITE_BUSY'));
    expect(down).toMatchObject({ status: 503, message: 'The database is not reachable right now. Please try again in a moment.' });
    expect(JSON.stringify(down)).not.toContain('SQLITE');
  });

  test('anything else is logged on the server and reaches the browser as a generic sentence, without its details', () => {
    const failure = actionFailure(new TypeError("Cannot read properties of undefined (reading 'slug') at /srv/app/lib/x.ts:12"));
    expect(failure).toEqual({ ok: false, status: 500, message: 'Something went wrong on the server. Please try again.', fieldErrors: {} });
    expect(console.error).toHaveBeenCalled();
    expect(actionFailure(new InvalidCredentialsError())).toMatchObject({ status: 401, message: 'Something went wrong on the server. Please try again.' });
  });

  test("Next.js interrupts (redirect, 401) are not failures: they are thrown on", () => {
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/login;307;' });
    expect(() => actionFailure(redirect)).toThrow('NEXT_REDIRECT');
  });
});
