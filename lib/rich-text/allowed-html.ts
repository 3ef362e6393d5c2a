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
