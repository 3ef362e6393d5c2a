import { z } from '@/lib/validation/z';

/**
 * The kinds of field a content type is built from. Each builder is a zod schema; the rich-text
 * ones carry a mark (`contentFormats`) so the services know what to sanitise and the stores know
 * nothing about it. Everything here runs in the browser too (the admin forms check with it), so
 * it must not import the sanitiser.
 */

/** Fields whose value is HTML that the server sanitises before it is validated and stored. */
/**
 * 'html': sanitised rich text. 'html-when-tagged': rich text when it holds a tag (the old editor
 * wrote visa questions as HTML), else plain text kept as typed (lib/rich-text/question.ts).
 */
export type ContentFormat = 'html' | 'html-when-tagged';
export const contentFormats = z.registry<{ format: ContentFormat }>();

/** The longest rich text accepted; the services do not sanitise anything longer (it is refused). */
export const RICH_TEXT_MAX = 200_000;

/** The messages of the question/answer rows, in one place for the schemas and the services. */
export const ROW_MESSAGES = {
  question: 'Each question is required',
  answer: 'Each answer is required',
  answerEmptied: 'Each answer is empty once unsafe markup (such as scripts) is removed: write some text, or clear the question too to drop the row',
} as const;

/** "X is required" when missing, "X must be text" when something else (an object, a number) came. */
const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;

const atMost = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const requiredText = (label: string, max: number) =>
  z.string({ error: textError(label) }).trim().min(1, `${label} is required`).max(max, atMost(label, max));

export const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, atMost(label, max));

/** Rich text: size-limited here, sanitised by the service before it is validated and stored. */
export const richText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(RICH_TEXT_MAX, `${label} is too long (200,000 characters at most)`)
    .register(contentFormats, { format: 'html' });

/** Empty, or only white space: what a row side counts as missing. */
export const isBlank = (value: string) => value.trim() === '';

/** One side of a question row: blank is allowed here, the row as a whole decides (below). */
const rowSide = (label: string, max: number) => z.string({ error: textError(label) }).trim().max(max, atMost(label, max));

/** Rows of a question and its answer; `answer` says whether answers are plain or rich text. */
export const questionRows = (label: string, answer: 'plain' | 'html', question: 'plain' | 'html-when-tagged' = 'plain') =>
  z
    .array(
      z.object({
        question: question === 'plain' ? rowSide('Each question', 500) : rowSide('Each question', 500).register(contentFormats, { format: question }),
        answer: answer === 'html' ? rowSide('Each answer', 20_000).register(contentFormats, { format: 'html' }) : rowSide('Each answer', 20_000),
      }),
      { error: `${label} must be a list of questions and answers` },
    )
    .max(50, `At most 50 ${label}`)
    .superRefine((rows, ctx) => {
      // Checked before blank rows are dropped, so an index names the row as the client sent it.
      rows.forEach((row, index) => {
        if (isBlank(row.question) && !isBlank(row.answer)) ctx.addIssue({ code: 'custom', path: [index, 'question'], message: ROW_MESSAGES.question });
        if (isBlank(row.answer) && !isBlank(row.question)) ctx.addIssue({ code: 'custom', path: [index, 'answer'], message: ROW_MESSAGES.answer });
      });
    })
    // Old clients and the form's "add" button send an empty starter row: it is not content.
    .transform((rows) => rows.filter((row) => !(isBlank(row.question) && isBlank(row.answer))));

/**
 * Who wrote a record: a staff profile's id (lib/staff/profile-repository.ts), or '' for none (a
 * record stored before authors existed). The services check that the profile exists.
 */
export const AUTHOR_UNKNOWN = 'Choose an author from the list';
export const authorField = () => z.string({ error: 'Author must be text' }).trim().regex(/^(?:[0-9a-f]{24})?$/, AUTHOR_UNKNOWN);

/** An image URL we stored (local upload path, our own static images, or Cloudinary). */
export const storedImageUrlSchema = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .max(500)
  .refine(
    (url) => (/^\/(uploads|images)\/[\w./-]+$/.test(url) && !url.includes('..')) || /^https:\/\/res\.cloudinary\.com\/[\w./%-]+$/.test(url),
    'Image URL must be an uploaded image',
  );
