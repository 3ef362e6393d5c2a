import { getCompany } from '@/lib/company';
import { Toasts } from './toasts';
import { WhatsAppButton } from './whatsapp-button';

/** The first stop of the keyboard on every public page: straight to the content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-navy-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

/**
 * What every public page carries after its footer: the floating WhatsApp button (on the routes
 * that show it) and the form toasts. The admin area has its own toaster and skip link.
 */
export function PublicChrome() {
  return (
    <>
      <WhatsAppButton href={getCompany().whatsappHref} />
      <Toasts />
    </>
  );
}
