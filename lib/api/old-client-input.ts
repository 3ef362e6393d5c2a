import { htmlToPlainText } from '@/lib/content/plain-text';
import { slugFromTitle } from '@/lib/validation/slug';

/**
 * What the old server accepted that the content schemas refuse, made usable before the schemas
 * judge it. Its clients (an add form without a meta-keywords field, an edit form that sends
 * the preview's `blob:` URL beside the new file, a questions list that starts with an empty Quill
 * row) wrote records an admin could work with, and the old server took them as they came. Only
 * the /api/1.0 handlers call this: the admin pages of this site keep their stricter form rules.
 *
 * What stays refused: a record without what makes it a record (a title; for visas, a country),
 * values of the wrong type, and everything the schemas check beyond presence.
 */

type Fields = Record<string, unknown>;

/** A field's default, worked out from the fields that came (title, country, description). */
type Derive = (fields: Fields) => string;

/** The longest derived meta description: what search engines show of one. */
export const DERIVED_DESCRIPTION_MAX = 160;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Blank as a reader sees it: no text and no image once tags are gone (Quill's empty line is `<p><br></p>`). */
const isEmptyContent = (value: unknown): boolean =>
  typeof value === 'string' && !/<img\b/i.test(value) && htmlToPlainText(value) === '';

/** Absent, or text with nothing in it. A value of another type is the schema's to refuse. */
const isMissing = (value: unknown): boolean => value === undefined || value === null || isEmptyContent(value);

/** The start of the description as plain text, cut at a word, or the title when there is none. */
function descriptionSummary(fields: Fields): string {
  const plain = htmlToPlainText(text(fields.description));
  if (!plain) return text(fields.title);
  if (plain.length <= DERIVED_DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DERIVED_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DERIVED_DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** "Chile visa, Chile visa from Dubai, <title>": what people search for, from title and country. */
function visaKeywords(fields: Fields): string {
  const country = text(fields.country);
  const title = text(fields.title);
  const phrases = country ? [`${country} visa`, `${country} visa from Dubai`, title] : [title];
  const seen = new Set<string>();
  return phrases
    .filter((phrase) => phrase && !seen.has(phrase.toLowerCase()) && seen.add(phrase.toLowerCase()))
    .join(', ')
    .slice(0, 500);
}

const byTitle: Derive = (fields) => text(fields.title);
const bySlug: Derive = (fields) => slugFromTitle(text(fields.title));

/** The defaults of each content type's optional-in-practice fields, derived as an editor would. */
export const OLD_CLIENT_DEFAULTS = {
  visa: { slug: bySlug, metaTitle: byTitle, metaKeywords: visaKeywords, metaDescription: descriptionSummary, imageAlt: byTitle },
  blog: { slug: bySlug, metaTitle: byTitle, metaDescription: descriptionSummary, imageAlt: byTitle },
} as const satisfies Record<string, Record<string, Derive>>;

export type OldClientDefaults = Record<string, Derive>;

/** Rows lists (questions, faqs) without their empty rows: the old forms start with one. */
function withoutEmptyRows(fields: Fields): Fields {
  const output: Fields = { ...fields };
  for (const name of ['questions', 'faqs']) {
    const rows = output[name];
    if (!Array.isArray(rows)) continue;
    output[name] = rows.filter(
      (row: unknown) => !(typeof row === 'object' && row !== null && isMissing((row as Fields).question) && isMissing((row as Fields).answer)),
    );
  }
  return output;
}

/** A new record: blank fields that can be derived are derived, empty rows dropped. */
export function lenientCreate(fields: Fields, defaults: OldClientDefaults): Fields {
  const output = withoutEmptyRows(fields);
  if (isMissing(output.title)) return output; // nothing to derive from: the schema says "Title is required"
  for (const [name, derive] of Object.entries(defaults)) {
    if (isMissing(output[name])) output[name] = derive(output);
  }
  return output;
}

/** An image URL that names no stored image: a browser's preview of a file, or nothing at all. */
const isPreviewOrEmpty = (value: unknown): boolean => typeof value === 'string' && (value.trim() === '' || /^blob:/i.test(value.trim()));

/**
 * Fields an edit may not blank even through the old client: the slug is the record's address, and
 * the old edit form always sends it filled, so a blank one is a person clearing it, who is told
 * the slug rule rather than silently kept at the old address.
 */
const KEPT_STRICT_ON_EDIT = new Set(['slug']);

/**
 * An edit: blank fields that can be derived keep their stored value (they are left out of the
 * patch), empty rows are dropped, and the image follows the old server's rule: an uploaded file
 * wins over any `imageURL`; a `blob:` or empty `imageURL` with no file keeps the current image.
 */
export function lenientUpdate(fields: Fields, defaults: OldClientDefaults, hasFile: boolean): Fields {
  const output = withoutEmptyRows(fields);
  for (const name of Object.keys(defaults)) {
    if (!KEPT_STRICT_ON_EDIT.has(name) && name in output && isMissing(output[name])) delete output[name];
  }
  if (hasFile || isPreviewOrEmpty(output.imageURL)) delete output.imageURL;
  return output;
}
