import { ARABIC_SUFFIX, arabicName } from '@/lib/i18n/translatable';

/**
 * The fields of a versions comparison in the order people read them: each Arabic field
 * ("Title (Arabic)") right after its English, wherever the definition declares it (the Arabic
 * fields come after all the English ones there). `fields` is the definition's order.
 */
export function arabicAfterEnglish<Changed extends { field: string }>(changed: readonly Changed[], fields: readonly string[]): Changed[] {
  const known = new Set(fields);
  const isArabicOf = (field: string) => field.endsWith(ARABIC_SUFFIX) && known.has(field.slice(0, -ARABIC_SUFFIX.length));
  const byField = new Map(changed.map((item) => [item.field, item]));
  const ordered: Changed[] = [];
  for (const field of fields) {
    if (isArabicOf(field)) continue;
    const english = byField.get(field);
    const arabic = byField.get(arabicName(field));
    if (english) ordered.push(english);
    if (arabic) ordered.push(arabic);
  }
  // Anything the definition does not name keeps its place at the end.
  return [...ordered, ...changed.filter((item) => !ordered.includes(item))];
}
