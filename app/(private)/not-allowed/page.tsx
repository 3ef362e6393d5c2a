import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { metadata as forbiddenMetadata } from '../forbidden';

// The boundary's own metadata is not applied to the page it replaces: the tab would read the
// site's name alone.
export const metadata: Metadata = forbiddenMetadata;

/**
 * The 403 page at an address of its own (app/(private)/forbidden.tsx, status 403): proxy.ts
 * answers a page load of an admin page the person's role does not open with it, so the refusal is
 * a 403 with its text in the HTML rather than a 200 whose streamed content turns into it.
 */
export default function NotAllowed() {
  forbidden();
}
