import 'server-only';
import { htmlToPlainText } from '@/lib/content/plain-text';
import type { Store } from '@/lib/store/store';
import { DEFAULT_CHECKLIST, MAX_CHECKLIST_ITEMS } from './constants';

const ITEM = /<li\b[^>]*>([\s\S]*?)<\/li>/gi;
const MAX_LABEL = 160;

/** The list items of an HTML fragment, as short plain lines. */
export function listItemsOf(html: string): string[] {
  return [...html.matchAll(ITEM)]
    .map((match) => htmlToPlainText(match[1] ?? ''))
    .filter(Boolean)
    .map((text) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text));
}

/**
 * The documents a visa page asks for, as checklist labels: a country page's documents section, or
 * for a stored visa the lists in the answers of its questions about documents (else every list in
 * its answers). A page that lists none gives the passport and the photo every visa needs. Staff add
 * and remove items on the case afterwards.
 */
export async function documentsOfVisaPage(store: Store, slug: string): Promise<string[]> {
  const visa = await store.visas.getBySlug(slug);
  let labels: string[] = [];
  if (visa) {
    const questions = visa.questions ?? [];
    const aboutDocuments = questions.filter((row) => /document|checklist|require/i.test(htmlToPlainText(row.question)));
    labels = (aboutDocuments.length > 0 ? aboutDocuments : questions).flatMap((row) => listItemsOf(row.answer));
  } else {
    const page = await store.countryPages.getBySlug(slug);
    if (page) labels = listItemsOf(page.documentsRequired);
  }
  const unique = [...new Set(labels)].slice(0, MAX_CHECKLIST_ITEMS);
  return unique.length > 0 ? unique : [...DEFAULT_CHECKLIST];
}
