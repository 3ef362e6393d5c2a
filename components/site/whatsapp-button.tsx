'use client';

import { usePathname } from 'next/navigation';
import { useRef } from 'react';
import { WhatsAppIcon } from '@/components/ui/icons';
import { pageChatText, whatsappChatHref } from '@/lib/whatsapp';
import { whatsappRouteTopics } from './nav-links';
import { useFloatingClearance } from './use-floating-clearance';

/**
 * The floating chat button, only on the pages the spec lists, opening a chat with a first message
 * about the page. It never covers what the visitor is using: it steps aside while a field has the
 * focus or while it would sit on a field, button or link, and on phones the page ends with room
 * for it, so the last lines and links scroll clear of it.
 */
export function WhatsAppButton({ companyName, number }: { companyName: string; number: string }) {
  const pathname = usePathname();
  const topic = Object.hasOwn(whatsappRouteTopics, pathname) ? whatsappRouteTopics[pathname] : undefined;
  const ref = useRef<HTMLAnchorElement>(null);
  const clear = useFloatingClearance(ref, topic !== undefined);
  if (topic === undefined) return null;
  // A landmark of its own, so the floating button is not content outside every region.
  return (
    <aside aria-label="WhatsApp chat">
      <div aria-hidden="true" data-testid="whatsapp-clearance" className="h-24 bg-navy-950 sm:hidden" />
      <a
        ref={ref}
        href={whatsappChatHref(number, pageChatText(companyName, topic))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        data-testid="whatsapp-button"
        className={`fixed end-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg ring-4 shadow-navy-950/25 ring-white transition-[opacity,scale] hover:scale-105 sm:end-6 sm:bottom-6 ${
          clear ? 'opacity-100' : 'invisible opacity-0'
        }`}
      >
        <WhatsAppIcon className="size-8" />
      </a>
    </aside>
  );
}
