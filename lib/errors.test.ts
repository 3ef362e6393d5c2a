import { AppError, ConflictError, httpStatusOf, NotFoundError, StoreUnavailableError, ValidationError } from './errors';

/** A second copy of this module, as another bundle (instrumentation, which opens the store) has. */
function foreignCopy(): typeof import('./errors') {
  let copy: typeof import('./errors') | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof import('./errors')>('./errors');
  });
  return copy!;
}

describe('typed errors', () => {
  test('errors made by another copy of the module are still recognised by class', () => {
    const foreign = foreignCopy();
    expect(foreign.ConflictError).not.toBe(ConflictError);
    const conflict = new foreign.ConflictError('A visa with the slug "x" already exists.', 'slug');
    expect(conflict instanceof ConflictError).toBe(true);
    expect(conflict instanceof AppError).toBe(true);
    expect(conflict instanceof NotFoundError).toBe(false);
    expect(conflict instanceof ValidationError).toBe(false);
    expect(httpStatusOf(conflict)).toBe(409);
    expect(new foreign.StoreUnavailableError('down') instanceof StoreUnavailableError).toBe(true);
    expect(httpStatusOf(new foreign.NotFoundError('gone'))).toBe(404);
  });

  test('plain errors and look-alikes without the brand are not application errors', () => {
    expect(new Error('boom') instanceof AppError).toBe(false);
    expect({ code: 'conflict', status: 409 } instanceof ConflictError).toBe(false);
    expect(httpStatusOf(new TypeError('x'))).toBe(500);
  });

  test('subclasses defined elsewhere keep the ordinary prototype check', () => {
    class LocalError extends AppError {
      override readonly status = 418;
    }
    expect(new LocalError('tea') instanceof LocalError).toBe(true);
    expect(new LocalError('tea') instanceof AppError).toBe(true);
    expect(new ConflictError('x') instanceof LocalError).toBe(false);
    expect(httpStatusOf(new LocalError('tea'))).toBe(418);
  });

  test('the brand is hidden: not enumerable, so copies and logs of an error do not carry it', () => {
    const error = new ValidationError('bad', { title: ['Title is required'] });
    const brand = Object.getOwnPropertyDescriptor(error, Symbol.for('ztart-visa.app-error'));
    expect(brand).toMatchObject({ value: true, enumerable: false });
    expect({ ...error } instanceof AppError).toBe(false);
  });
});
