import type { z } from 'zod';
import { ValidationError } from '@/lib/errors';
import { sanitizeQuestion } from '@/lib/rich-text/question';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { type ContentFormat, isBlank, RICH_TEXT_MAX, ROW_MESSAGES } from '@/lib/validation/content-fields';
import { fieldsOf } from '@/lib/validation/content-shape';
import { parseOrThrow, validationErrorOf } from '@/lib/validation/parse';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sanitises the rich-text fields the definition marks, where they sit in the raw input, before
 * it is validated: the rules (a row needs both sides, a blank row is dropped) then judge what
 * will be stored, so an answer of only `<script>` counts as empty. Values of the wrong type are
 * left for the schema to refuse, and text over the longest rich text allowed is not sanitised (it
 * is refused for its length). `emptied` lists the paths that sanitising left blank.
 */
function sanitizeRichFields(definition: z.ZodObject, input: unknown): { input: unknown; emptied: string[] } {
  if (!isPlainObject(input)) return { input, emptied: [] };
  const emptied: string[] = [];
  const clean = (value: unknown, path: string, format: ContentFormat = 'html'): unknown => {
    if (typeof value !== 'string' || value.length > RICH_TEXT_MAX) return value;
    const safe = format === 'html-when-tagged' ? sanitizeQuestion(value) : sanitizeRichText(value);
    if (isBlank(safe) && !isBlank(value)) emptied.push(path);
    return safe;
  };
  const output: Record<string, unknown> = { ...input };
  for (const [name, field] of fieldsOf(definition)) {
    if (field.kind === 'text' && field.html) output[name] = clean(output[name], name, field.format);
    if (field.kind === 'rows' && Array.isArray(output[name])) {
      const htmlColumns = fieldsOf(field.row).flatMap(([column, kind]) => (kind.kind === 'text' && kind.html ? [[column, kind.format] as const] : []));
      output[name] = (output[name] as unknown[]).map((row, index) =>
        isPlainObject(row)
          ? { ...row, ...Object.fromEntries(htmlColumns.map(([column, format]) => [column, clean(row[column], `${name}.${index}.${column}`, format)])) }
          : row,
      );
    }
  }
  return { input: output, emptied };
}

/**
 * Validates a create or a patch against its schema after sanitising it. A row refused because
 * sanitising emptied its answer says so, rather than "Each answer is required" for an answer the
 * author did write.
 */
export function parseContent<Schema extends z.ZodType>(definition: z.ZodObject, schema: Schema, input: unknown): z.output<Schema> {
  const { input: sanitized, emptied } = sanitizeRichFields(definition, input);
  try {
    return parseOrThrow(schema, sanitized);
  } catch (error) {
    if (!(error instanceof ValidationError) || !emptied.some((path) => path in error.fieldErrors)) throw error;
    const fieldErrors = { ...error.fieldErrors };
    for (const path of emptied) if (path in fieldErrors) fieldErrors[path] = [ROW_MESSAGES.answerEmptied];
    throw validationErrorOf(fieldErrors);
  }
}
