/** Turns a lean mongoose document into the plain domain shape: string ids, ISO dates. */
export function toPlain<T>(document: unknown): T {
  const { _id, createdAt, updatedAt, ...rest } = document as {
    _id: { toString(): string };
    createdAt?: Date | string;
    updatedAt?: Date | string;
  };
  const iso = (value: Date | string | undefined) => (value instanceof Date ? value.toISOString() : value);
  const plain: Record<string, unknown> = { _id: _id.toString(), ...rest };
  if (createdAt !== undefined) plain.createdAt = iso(createdAt);
  if (updatedAt !== undefined) plain.updatedAt = iso(updatedAt);
  return plain as T;
}

/**
 * The repositories map documents to domain types themselves (`toPlain`), so they accept any
 * compiled model rather than each schema's inferred generic type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModel = import('mongoose').Model<any, any, any, any, any, any>;
