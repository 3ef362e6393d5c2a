'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ComponentProps } from 'react';

/**
 * Scroll to top on route change (spec section 2): every change of path scrolls the window to the
 * very top, unless the navigation asked to keep the position. That request is the "navigation
 * state": a <KeepScrollLink> (a Next <Link scroll={false}> that also raises the flag below), a
 * call to keepScrollOnNextNavigation() before router.push(url, { scroll: false }), or the
 * browser's back/forward buttons, whose scroll restoration we leave alone.
 */
let keepScroll = false;

export function keepScrollOnNextNavigation() {
  keepScroll = true;
}

export function KeepScrollLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      scroll={false}
      onClick={(event) => {
        keepScrollOnNextNavigation();
        onClick?.(event);
      }}
    />
  );
}

export function RouteScrollReset() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    const onPopState = () => keepScrollOnNextNavigation();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (keepScroll) {
      keepScroll = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
