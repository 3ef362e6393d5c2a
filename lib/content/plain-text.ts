import { TESTIMONIAL_TRUNCATE_LENGTH, TESTIMONIAL_TRUNCATE_THRESHOLD } from '@/lib/ui-constants';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

/** The text of a small trusted HTML fragment: tags dropped, entities decoded, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code[0] === '#') {
        const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) ? String.fromCodePoint(point) : match;
      }
      return ENTITIES[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A testimonial as phones show it (spec section 9): longer than 100 characters, it is cut to 120
 * with an ellipsis (and the card offers Read More); otherwise it is shown whole.
 */
export function truncateTestimonial(text: string): { text: string; truncated: boolean } {
  if (text.length <= TESTIMONIAL_TRUNCATE_THRESHOLD) return { text, truncated: false };
  return { text: `${text.slice(0, TESTIMONIAL_TRUNCATE_LENGTH).trimEnd()}...`, truncated: true };
}
