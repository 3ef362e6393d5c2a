export interface TocEntry {
  id: string;
  level: number;
  text: string;
}

const HEADING = /<h([2-6])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1\s*>/gi;
const ID_ATTRIBUTE = /\s+id\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * Gives every h2–h6 of an article the id heading-0, heading-1, … in document order (replacing
 * any id it had) and returns the list of them for a table of contents (spec: blog detail).
 * The HTML is sanitised before it gets here, so headings are well-formed.
 */
export function addHeadingAnchors(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const withIds = html.replace(HEADING, (_match, level: string, attributes: string, inner: string) => {
    const id = `heading-${toc.length}`;
    const text = inner
      .replace(/<[^>]*>/g, '')
      .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim();
    toc.push({ id, level: Number(level), text });
    return `<h${level} id="${id}"${attributes.replace(ID_ATTRIBUTE, '')}>${inner}</h${level}>`;
  });
  return { html: withIds, toc };
}
