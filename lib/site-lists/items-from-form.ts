import { ValidationError } from '@/lib/errors';

/** More rows than any list allows (lib/site-lists/site-list-definitions.ts); anything past it is refused unread. */
const MOST_ROWS = 100;
const ROW_FIELD = /^items\.(\d{1,3})\.([a-zA-Z]+)$/;

/**
 * The rows of the list editor's form (`items.{row}.{field}` inputs) as the list's raw items, in
 * row order: each row an object of its fields' texts. A row the form skipped stays in its place,
 * empty, so the definition's messages name the row the person sees. Fields the list does not
 * have are left for the definition to drop.
 */
export function itemsFromForm(formData: FormData): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  for (const [key, value] of formData.entries()) {
    const match = ROW_FIELD.exec(key);
    if (!match || typeof value !== 'string') continue;
    const row = Number(match[1]);
    if (row >= MOST_ROWS) throw new ValidationError(`A list has at most ${MOST_ROWS} rows.`, { items: [`A list has at most ${MOST_ROWS} rows`] });
    while (rows.length <= row) rows.push({});
    rows[row]![match[2]!] = value;
  }
  return rows;
}
