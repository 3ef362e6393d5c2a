import { sanitizeRichText } from './sanitize';

/**
 * A visa's questions are rich text in the spec (section 3): the old editor (Quill) wrote them as
 * HTML (`<p>Who needs a visa?</p>`). The admin form of this site types them as plain text. A
 * question holding a tag is HTML and is sanitised and shown as rich text; one without is plain
 * text, stored as typed (so "A & B" does not turn into "A &amp; B") and shown as text.
 */
export function isRichQuestion(question: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(question);
}

/** A question as the store keeps it: sanitised rich text, or plain text as typed. */
export function sanitizeQuestion(question: string): string {
  return isRichQuestion(question) ? sanitizeRichText(question) : question;
}
