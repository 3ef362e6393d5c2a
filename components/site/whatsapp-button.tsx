'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useRef } from 'react';
import { pageAddress } from './page-address';
import { useFloatingClearance } from './use-floating-clearance';

/**
 * The floating chat button, only on the pages the spec lists, opening a chat with a first message
 * about the page. It never covers what the visitor is using: it steps aside while a field has the
 * focus or while it would sit on a field, button or link, and on phones the page ends with room
 * for it, so the last lines and links scroll clear of it.
 *
 * `chats` (each page's chat link by English path, in the page's language: ./whatsapp-chats.ts),
 * `labels` and `icon` are made on the server, so the chat texts and the icon's drawing travel as
 * data rather than in every page's script.
 */
export function WhatsAppButton({ chats, labels, icon }: { chats: Readonly<Record<string, string>>; labels: { region: string; button: string }; icon: ReactNode }) {
  const { path } = pageAddress(usePathname());
  const href = Object.hasOwn(chats, path) ? chats[path] : undefined;
  const ref = useRef<HTMLAnchorElement>(null);
  const clear = useFloatingClearance(ref, href !== undefined);
  if (href === undefined) return null;
  // A landmark of its own, so the floating button is not content outside every region.
  return (
    <aside aria-label={labels.region}>
      <div aria-hidden="true" data-testid="whatsapp-clearance" className="h-24 bg-navy-950 sm:hidden" />
      <a
        ref={ref}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={labels.button}
        data-testid="whatsapp-button"
        className={`fixed end-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg ring-4 shadow-navy-950/25 ring-white transition-[opacity,scale] hover:scale-105 sm:end-6 sm:bottom-6 ${
          clear ? 'opacity-100' : 'invisible opacity-0'
        }`}
      >
        {icon}
      </a>
    </aside>
  );
}
