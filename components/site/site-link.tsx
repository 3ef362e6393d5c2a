import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link on the public pages. Next's <Link> fetches the page behind every link that scrolls into
 * view once the page has loaded (the header's, the cards', the forms' consent notice): on a phone
 * two or three payloads per page view, 26-106 KB each before compression, most for pages the
 * visitor never opens, and requests nginx passes to the instances uncached. Here the target is
 * fetched when the link is followed; the navigation stays client-side.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
