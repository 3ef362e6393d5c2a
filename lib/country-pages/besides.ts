/**
 * The country pages no stored visa shadows: a stored visa with a country page's slug shows at
 * /visa/{slug} in its place (DESIGN.md, Routes), so the lists leave that country page out.
 */
export function countryPagesBesides<Page extends { slug: string }>(pages: readonly Page[], storedSlugs: Iterable<string>): Page[] {
  const taken = new Set(storedSlugs);
  return pages.filter((page) => !taken.has(page.slug));
}
