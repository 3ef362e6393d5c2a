/**
 * A slug that no record can have (slugs are lower-case letters, digits and hyphens): what a page
 * prerenders, as a 404, when its store holds no record yet.
 */
export const NO_RECORD_SLUG = '_none';

/**
 * The params `generateStaticParams` returns for pages of stored records. With Cache Components,
 * Next refuses a build where one returns none, and a build against an empty store (a Docker image,
 * a first deploy before `npm run seed`) would fail on the blog pages; so an empty store gives one
 * slug that renders the not-found page. Each server start marks prerendered pages stale, so real
 * records render on their first request.
 */
export function slugParams(slugs: readonly string[]): Array<{ slug: string }> {
  const unique = [...new Set(slugs)];
  return (unique.length > 0 ? unique : [NO_RECORD_SLUG]).map((slug) => ({ slug }));
}
