import type { z } from 'zod';

/**
 * A record type, declared once: the collection it lives in, the zod schema of its stored
 * document (the domain type is inferred from it), and its indexes. Both stores make their
 * collection from this alone: MongoDB a mongoose model with these indexes, SQLite a table of JSON
 * documents with an index on the same paths; an index added here is built when a store opens, one
 * removed here is dropped. Nothing else describes how a record is stored.
 */
export interface IndexDeclaration {
  /** Dotted paths in order, 1 ascending, -1 descending. */
  paths: Readonly<Record<string, 1 | -1>>;
  unique?: boolean;
}

/** `T` is the stored document (with its `_id`), `Input` what an insert takes (the schema's input: defaults may be left out). */
export interface RecordDeclaration<T extends { _id: string } = { _id: string }, Input = Omit<T, '_id'>> {
  /** The collection's (and SQLite table's) name: lower-case words joined by underscores. */
  readonly name: string;
  readonly schema: z.ZodType<Omit<T, '_id'>, Input>;
  readonly indexes: readonly IndexDeclaration[];
}

/** A document to insert: its fields, with an `_id` that the store makes when none is given. */
export type StoredRecord<Input> = Input & { _id?: string };

const NAME = /^[a-z][a-z0-9_]*$/;
const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Declares a record type; the document type is the schema's output with a string `_id`. */
export function declareRecord<Schema extends z.ZodType<object>>(declaration: {
  name: string;
  schema: Schema;
  indexes?: readonly IndexDeclaration[];
}): RecordDeclaration<z.output<Schema> & { _id: string }, z.input<Schema>> {
  if (!NAME.test(declaration.name)) throw new Error(`A record's name must be lower-case words joined by underscores: ${declaration.name}`);
  for (const index of declaration.indexes ?? []) assertPaths(Object.keys(index.paths));
  return { name: declaration.name, schema: declaration.schema as never, indexes: declaration.indexes ?? [] };
}

/** Paths are the stores' field names, never text from a request: anything else is a programming error. */
export function assertPaths(paths: readonly string[]): void {
  for (const path of paths) if (!PATH.test(path)) throw new Error(`Not a document path: ${path}`);
}

/** An index's name in both stores, from its paths: `slug_1`, `createdAt_-1__id_-1` (MongoDB's own naming). */
export const indexName = (index: IndexDeclaration) =>
  Object.entries(index.paths)
    .map(([path, direction]) => `${path}_${direction}`)
    .join('_');

/**
 * The document as its declaration stores it: the schema's output (unknown fields dropped, defaults
 * filled in), without the `_id`. A document the schema refuses is a programming error, never
 * visitor input (services validate that first), so it fails loudly here rather than being stored.
 */
export function storedDocument<T extends { _id: string }, Input>(declaration: RecordDeclaration<T, Input>, document: StoredRecord<Input>): Omit<T, '_id'> {
  const { _id: _ignored, ...fields } = document as StoredRecord<Input>;
  const parsed = declaration.schema.safeParse(fields);
  if (!parsed.success) throw new Error(`A ${declaration.name} document does not match its declaration: ${parsed.error.message}`);
  return parsed.data;
}
