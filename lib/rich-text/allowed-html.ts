/**
 * The HTML the admin editor's toolbar produces, and nothing else (spec section 5: headings 1–6,
 * font, size small/large/huge, bold, italic, underline, strike, blockquote, lists, colour,
 * background, alignment, link, image, YouTube video, sub/superscript, indent, direction).
 * The editor (components/admin/editor) and the sanitiser both read these lists.
 */
export const FONT_FAMILIES = ['Inter', 'Plus Jakarta Sans', 'Georgia', 'Courier New'] as const;

/** Toolbar size name → the CSS value the editor writes. */
export const FONT_SIZES = { small: '0.85em', large: '1.3em', huge: '1.75em' } as const;

export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export const DIRECTIONS = ['ltr', 'rtl', 'auto'] as const;
export const MAX_INDENT = 8;

/**
 * The classes Quill, the old site's editor, wrote for the same toolbar features (its rich text is
 * still in the store and still sent by the old client). The site's CSS (`.prose-rich` in
 * app/globals.css) styles each as Quill showed it. Exact values only: no other class survives.
 */
export const QUILL_CLASSES: readonly RegExp[] = [
  /^ql-align-(center|right|justify)$/,
  new RegExp(`^ql-indent-[1-${MAX_INDENT}]$`),
  /^ql-size-(small|large|huge)$/,
  /^ql-font-(serif|monospace)$/,
  /^ql-direction-rtl$/,
];

/** Quill's code block: `<pre class="ql-syntax">`. */
export const QUILL_CODE_BLOCK_CLASS = 'ql-syntax';
