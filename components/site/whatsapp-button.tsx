'use client';

import { usePathname } from 'next/navigation';
import { WhatsAppIcon } from '@/components/ui/icons';
import { whatsappRoutes } from './nav-links';

/** The floating chat button, only on the pages the spec lists. */
export function WhatsAppButton({ href }: { href: string }) {
  const pathname = usePathname();
  if (!whatsappRoutes.includes(pathname)) return null;
  // A landmark of its own, so the floating button is not content outside every region.
  return (
    <aside aria-label="WhatsApp chat">
      <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-testid="whatsapp-button"
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-navy-950/25 ring-4 ring-white transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
        <WhatsAppIcon className="size-8" />
      </a>
    </aside>
  );
}
