/**
 * Image URLs at the API's edge. The store keeps this site's images site-relative (`/uploads/…`,
 * `/images/…`, so the records survive a change of domain) and Cloudinary's absolute; the old
 * server answered absolute URLs, and its clients (a separate static site among them) load them as
 * given. So answers carry `${SITE_URL}/uploads/…`, and input accepts both forms.
 */

/** Paths of this site's own images: uploads and the team's illustrations. */
const OWN_IMAGE_PATH = /^\/(uploads|images)\//;

/** The origin of SITE_URL without a trailing slash (`https://www.example.ae`). */
function siteOrigin(siteUrl: string): string | null {
  try {
    return new URL(siteUrl).origin;
  } catch {
    return null;
  }
}

/** An image URL as an API answer carries it: this site's images absolute, any other unchanged. */
export function toAnswerImageUrl(url: string, siteUrl: string): string {
  if (!OWN_IMAGE_PATH.test(url)) return url;
  const origin = siteOrigin(siteUrl);
  return origin ? `${origin}${url}` : url;
}

/**
 * An image URL as the store keeps it: an absolute URL of this site's own images (SITE_URL's
 * origin, exactly) becomes site-relative; anything else is returned unchanged for the content
 * schema to accept (a relative path, a Cloudinary URL) or refuse (another site's image).
 */
export function toStoredImageUrl(url: string, siteUrl: string): string {
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return url;
  const origin = siteOrigin(siteUrl);
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return url;
  }
  if (!origin || parsed.origin !== origin || !OWN_IMAGE_PATH.test(parsed.pathname)) return url;
  if (parsed.username || parsed.password) return url;
  return `${parsed.pathname}${parsed.search}`;
}

/** A record (or anything else) with its `imageURL` made absolute for an answer. */
export function withAnswerImageUrl<Item>(item: Item, siteUrl: string): Item {
  if (typeof item !== 'object' || item === null || !('imageURL' in item) || typeof item.imageURL !== 'string') return item;
  return { ...item, imageURL: toAnswerImageUrl(item.imageURL, siteUrl) };
}

/** An input's `imageURL` (an update's `data`) in the stored form; other fields untouched. */
export function withStoredImageUrl(fields: Record<string, unknown>, siteUrl: string): Record<string, unknown> {
  if (typeof fields.imageURL !== 'string') return fields;
  return { ...fields, imageURL: toStoredImageUrl(fields.imageURL, siteUrl) };
}
