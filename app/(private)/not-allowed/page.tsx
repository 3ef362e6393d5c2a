import { forbidden } from 'next/navigation';

/**
 * The 403 page at an address of its own (app/forbidden.tsx, status 403): proxy.ts answers a page
 * load of an admin page the person's role does not open with it, so the refusal is a 403 with
 * its text in the HTML rather than a 200 whose streamed content turns into it.
 */
export default function NotAllowed() {
  forbidden();
}
