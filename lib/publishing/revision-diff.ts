import { diffWords } from 'diff';
import type { z } from 'zod';
import { htmlToPlainText } from '@/lib/content/plain-text';
import { ARABIC_SUFFIX, TRANSLATED_FROM } from '@/lib/i18n/translatable';
import { isPlainTextField } from '@/lib/validation/content-shape';

/** One changed field between two versions: its words kept, removed and added, in order. */
export interface FieldDiff {
  field: string;
  label: string;
  parts: Array<{ text: string; change: 'same' | 'removed' | 'added' }>;
}

/** "metaDescription" → "Meta description"; "imageURL" → "Image URL"; "titleAr" → "Title (Arabic)". */
export function fieldLabel(name: string): string {
  if (name.endsWith(ARABIC_SUFFIX) && name.length > ARABIC_SUFFIX.length) return `${fieldLabel(name.slice(0, -ARABIC_SUFFIX.length))} (Arabic)`;
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/URL/g, ' URL').trim().split(/\s+/);
  return words.map((word, index) => (index === 0 ? word[0]!.toUpperCase() + word.slice(1) : word === 'URL' ? word : word.toLowerCase())).join(' ');
}

/**
 * A field as people read it: rich text without its tags, a number as itself, a list item by item
 * (a row's cells one per line, as question then answer).
 */
function readable(value: unknown, html: boolean): string {
  if (typeof value === 'string') return html ? htmlToPlainText(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        typeof item === 'object' && item !== null
          ? Object.entries(item)
              // A row's fingerprints (a list's item) are bookkeeping, not words anyone wrote.
              .filter(([key]) => key !== TRANSLATED_FROM)
              .map(([, cell]) => readable(cell, true))
              .join('\n')
          : readable(item, html),
      )
      .join('\n\n');
  }
  return '';
}

/**
 * What changed from `before` to `after`, field by field in the definition's order (the fields
 * with no change left out), compared word by word on the text people read. `labels` names the
 * fields whose own names say little.
 */
export function diffFields(definition: z.ZodObject, before: Record<string, unknown>, after: Record<string, unknown>, labels: Readonly<Record<string, string>> = {}): FieldDiff[] {
  const changed: FieldDiff[] = [];
  for (const [field, schema] of Object.entries(definition.shape)) {
    if (field === TRANSLATED_FROM) continue; // bookkeeping: the Arabic fields' own changes show
    const html = !isPlainTextField(schema as z.ZodType);
    const from = readable(before[field], html);
    const to = readable(after[field], html);
    if (from === to && JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    const parts = from === to ? [{ text: `${to} (formatting changed)`, change: 'same' as const }] : diffWords(from, to).map((part) => ({ text: part.value, change: part.added ? ('added' as const) : part.removed ? ('removed' as const) : ('same' as const) }));
    changed.push({ field, label: labels[field] ?? fieldLabel(field), parts });
  }
  return changed;
}
