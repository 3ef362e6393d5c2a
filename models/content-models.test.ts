import type { Schema } from 'mongoose';
import { blogDefinition, visaDefinition } from '@/lib/validation/content';
import { emptyValuesOf, fieldsOf } from '@/lib/validation/content-shape';
import { BlogModel } from './blog';
import { VisaModel } from './visa';

/** What every content collection adds to its definition's fields. */
const RECORD_PATHS = ['_id', 'createdAt', 'updatedAt', 'version'];

const ownPaths = (schema: Schema) => Object.keys(schema.paths).filter((path) => !RECORD_PATHS.includes(path)).sort();
const rowSchema = (schema: Schema, path: string) => (schema.path(path) as unknown as { schema: Schema }).schema;

describe.each([
  { name: 'visa', model: VisaModel, definition: visaDefinition },
  { name: 'blog', model: BlogModel, definition: blogDefinition },
])('$name mongoose schema, derived from the definition', ({ model, definition }) => {
  const schema = model.schema as Schema;
  const rows = fieldsOf(definition).flatMap(([name, field]) => (field.kind === 'rows' ? [{ name, row: field.row }] : []));

  test("has exactly the definition's fields, plus the record's id, timestamps and version", () => {
    expect(ownPaths(schema)).toEqual(Object.keys(definition.shape).sort());
    for (const path of RECORD_PATHS) expect(schema.paths).toHaveProperty(path);
  });

  test("rows have exactly the row definition's fields and no _id of their own", () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const { name, row } of rows) expect(Object.keys(rowSchema(schema, name).paths).sort()).toEqual(Object.keys(row.shape).sort());
  });

  test('requires nothing but the slug, which is unique: zod validates, mongoose only stores', () => {
    const required = Object.entries(schema.paths).filter(([, type]) => type.isRequired).map(([path]) => path);
    expect(required).toEqual(['slug']);
    expect(schema.indexes()).toContainEqual([{ slug: 1 }, expect.objectContaining({ unique: true })]);
    for (const { name } of rows) expect(Object.values(rowSchema(schema, name).paths).some((type) => type.isRequired)).toBe(false);
  });

  test('accepts every field empty, rows with empty sides included', async () => {
    const blankRows = Object.fromEntries(rows.map(({ name }) => [name, [{ question: '', answer: '' }]]));
    const document = new model({ ...emptyValuesOf(definition), ...blankRows, slug: 'empty-fields' });
    await expect(document.validate()).resolves.toBeUndefined();
  });
});
