import type { ReactNode } from 'react';
import type { LangAttributes } from './localized';

/**
 * A short text (a title, a label, a name) that shows English on an Arabic page: marked as its own
 * left-to-right run inside its element, so it reads as English while the element keeps the page's
 * alignment and logical positions (a badge at the start, a heading set to the right). Long English
 * blocks (rich text, paragraphs) take the attributes on the block itself. Elsewhere the text as is.
 */
export function Marked({ lang, children }: { lang: LangAttributes; children: ReactNode }) {
  return lang.lang ? <span {...lang}>{children}</span> : children;
}
