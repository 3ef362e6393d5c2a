import mongoose from 'mongoose';
import { ConflictError, httpStatusOf, NotFoundError, StoreUnavailableError, ValidationError } from '@/lib/errors';
import { VisaModel } from '@/models/visa';
import { guard } from './errors';

/** The error `work` fails with once it has been through the adapter's guard. */
const guarded = (work: () => unknown) =>
  guard(async () => work()).then(
    () => null,
    (error: unknown) => error,
  );

const failureOf = async (work: () => Promise<unknown>) => work().then(() => null, (error: unknown) => error);

describe('mongo error mapping: the status SQLite gives, never a 500', () => {
  test("mongoose's ValidationError is a 400 naming each field, in our words", async () => {
    const mongooseError = await failureOf(() => new VisaModel({ slug: '', questions: [{ question: { $gt: '' }, answer: 'A' }] }).validate());
    const error = (await guarded(() => Promise.reject(mongooseError))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(httpStatusOf(error)).toBe(400);
    expect(error.fieldErrors).toEqual({
      slug: ['slug is required'],
      'questions.0.question': ['questions.0.question must be a string'],
    });
    const [[field, [message]]] = Object.entries(error.fieldErrors) as [[string, [string]]];
    expect(error.message).toBe(`${field}: ${message}`);
  });

  test('a CastError is a 400 naming the field, or a 404 when it is the id', async () => {
    const onField = (await guarded(() => Promise.reject(new mongoose.Error.CastError('Number', 'x', 'version')))) as ValidationError;
    expect(onField).toBeInstanceOf(ValidationError);
    expect(onField.fieldErrors).toEqual({ version: ['version must be a number'] });
    const onId = await guarded(() => Promise.reject(new mongoose.Error.CastError('ObjectId', 'not-an-id', '_id')));
    expect(onId).toBeInstanceOf(NotFoundError);
  });

  test('a field the schema does not know (strict mode) is a 400 naming it', async () => {
    const error = (await guarded(() => new VisaModel({ slug: 's', stray: 'x' }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fieldErrors).toEqual({ stray: ['stray is not a field of this record'] });
  });

  test('a duplicate key that a repository did not name itself is a 409 naming the key', async () => {
    const duplicate = Object.assign(new Error('E11000 duplicate key'), { name: 'MongoServerError', code: 11000, keyValue: { slug: 'taken' } });
    const error = (await guarded(() => Promise.reject(duplicate))) as ConflictError;
    expect(error).toBeInstanceOf(ConflictError);
    expect(httpStatusOf(error)).toBe(409);
    expect(error.field).toBe('slug');
  });

  test('driver failures are a 503; our own errors and unknown ones pass through as they are', async () => {
    const network = Object.assign(new Error('connection refused'), { name: 'MongoNetworkError' });
    expect(await guarded(() => Promise.reject(network))).toBeInstanceOf(StoreUnavailableError);
    const ours = new NotFoundError('gone');
    expect(await guarded(() => Promise.reject(ours))).toBe(ours);
    const unknown = new TypeError('a bug');
    expect(await guarded(() => Promise.reject(unknown))).toBe(unknown);
  });
});
