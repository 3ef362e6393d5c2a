/**
 * Checks what an admin types into the link and image prompts, so the editor only writes
 * addresses the sanitiser keeps.
 */

/** A link target: https/http, mailto:, tel:, or a path on this site; bare domains get https://. */
export function normaliseLinkHref(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  if (/^(mailto|tel):\S+$/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return /\s/.test(value) ? null : value;
  const candidate = /^https?:\/\//i.test(value) ? value : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value) ? `https://${value}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image address: https only (the public pages are served over https; no data: or http: images). */
export function normaliseImageSrc(typed: string): string | null {
  const value = typed.trim();
  if (!/^https:\/\//i.test(value)) return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
}
