import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link on the public pages. Next's <Link> fetches the page behind every link that scrolls into
 * view once the page has loaded: on these pages (header, footer, cards, the forms' consent notice)
 * a dozen payloads downloaded and parsed on the visitor's phone, most for pages never opened, and
 * the busiest stretch of the main thread in a page's first seconds. Here the target is fetched when
 * the link is followed; the navigation stays client-side and a cached page answers in milliseconds.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
