import { z } from '@/lib/validation/z';
import { type ContentFormat, contentFormats } from './content-fields';

/**
 * Reading a content definition (a zod object) as data, so the stores, the services, the API and
 * the admin forms derive their field lists from it instead of writing them out again.
 */

/** A content field is text (plain or HTML) or a list of rows, each row an object of text fields. */
/** `html` is set for text the services sanitise, `format` says how (./content-fields.ts). */
export type FieldKind = { kind: 'text'; html: boolean; format?: ContentFormat } | { kind: 'rows'; row: z.ZodObject };

/** The schema under the wrappers that change parsing but not the stored shape. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; format?: ContentFormat } {
  let current: z.ZodType = schema;
  let format: ContentFormat | undefined;
  for (;;) {
    format ??= contentFormats.get(current)?.format;
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional) current = current.def.innerType as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.def.in as z.ZodType;
    else return { inner: current, format };
  }
}

export function fieldKind(name: string, schema: z.ZodType): FieldKind {
  const { inner, format } = unwrap(schema);
  if (inner instanceof z.ZodString) return { kind: 'text', html: format !== undefined, format };
  if (inner instanceof z.ZodArray) {
    const row = unwrap(inner.def.element as z.ZodType).inner;
    if (row instanceof z.ZodObject) return { kind: 'rows', row };
  }
  // A new kind of field needs a storage rule here (and in `storedSchemaOf` below) before it can be used.
  throw new Error(`Content field "${name}" is neither text nor a list of rows`);
}

/** Whether a field is text kept as written (no markup to read past): not rich text, rows or anything else. */
export function isPlainTextField(schema: z.ZodType): boolean {
  const { inner, format } = unwrap(schema);
  return inner instanceof z.ZodString && format === undefined;
}

/** Each field of a definition with its kind, in the definition's order. */
export function fieldsOf(definition: z.ZodObject): [string, FieldKind][] {
  return Object.entries(definition.shape).map(([name, schema]) => [name, fieldKind(name, schema as z.ZodType)]);
}

/**
 * A record with every field empty: '' for text, [] for rows. What the add forms start from, and
 * what a stored record lacking a field (one added to the definition later) reads as.
 */
export function emptyValuesOf<Definition extends z.ZodObject>(definition: Definition): Required<z.input<Definition>> {
  return Object.fromEntries(fieldsOf(definition).map(([name, field]) => [name, field.kind === 'text' ? '' : []])) as Required<
    z.input<Definition>
  >;
}

/**
 * The definition's fields taken from `source`: missing ones read as empty, rows keep only their
 * own fields (a stored row may carry a driver's extras), anything else is left out.
 */
export function pickFields<Definition extends z.ZodObject>(definition: Definition, source: object): Required<z.input<Definition>> {
  const from = source as Record<string, unknown>;
  const empty = emptyValuesOf(definition) as Record<string, unknown>;
  const picked = fieldsOf(definition).map(([name, field]) => {
    const value = from[name] ?? empty[name];
    if (field.kind === 'text' || !Array.isArray(value)) return [name, value];
    return [name, value.map((row: object) => pickFields(field.row, row))];
  });
  return Object.fromEntries(picked) as Required<z.input<Definition>>;
}

/** The version a form or a client loaded a record (or a draft) at: a stale save is refused. */
export const versionSchema = z.coerce.number({ error: 'Version must be a number' }).int().positive();

/**
 * An edit: any subset of the fields (spec: edit forms have no required fields), plus the version
 * it was loaded at. Defaults are taken off first: a patch that leaves a field out must not reset it.
 */
export function patchSchemaOf<Definition extends z.ZodObject>(definition: Definition) {
  const optionalShape = Object.fromEntries(
    Object.entries(definition.shape).map(([name, schema]) => {
      const field = schema instanceof z.ZodDefault ? (schema.def.innerType as z.ZodType) : (schema as z.ZodType);
      return [name, field.optional()];
    }),
  );
  const version = versionSchema.optional();
  // zod cannot type a shape rebuilt key by key; its output is a partial record of the definition.
  return z.object(optionalShape).extend({ version }) as unknown as z.ZodType<Partial<z.output<Definition>> & { version?: number }>;
}

/**
 * How a definition's fields are stored: text as a string, rows as lists of objects of strings,
 * each '' or [] when missing. Looser than the definition on purpose: a record the old client's API
 * accepted must still be storable; the services apply the definition's own rules before a save.
 */
export function storedSchemaOf(definition: z.ZodObject): z.ZodObject {
  return z.object(
    Object.fromEntries(fieldsOf(definition).map(([name, field]) => [name, field.kind === 'text' ? z.string().default('') : z.array(storedSchemaOf(field.row)).default([])])),
  );
}
