/**
 * The toaster (sonner) is mounted only once a page needs it: its code is the size of a page's own
 * script, and most visitors never see a toast. Code about to show one asks for it here and waits
 * until it is on the page (components/site/toasts.tsx); a toast sent before would be lost.
 */

const WANTED_EVENT = 'ztart:toaster-wanted';
/** Past this the toast is sent anyway: a missing toaster must never hold up a form. */
const MOUNT_WAIT_MS = 3_000;

let mounted = false;
const waiting = new Set<() => void>();

/** Resolves once the toaster is on the page (or after MOUNT_WAIT_MS). */
export function requestToaster(): Promise<void> {
  if (mounted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      waiting.delete(done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, MOUNT_WAIT_MS);
    waiting.add(done);
    window.dispatchEvent(new Event(WANTED_EVENT));
  });
}

/** Called by the toaster once mounted; the returned function when it goes (leaving the admin area). */
export function toasterMounted(): () => void {
  mounted = true;
  for (const done of [...waiting]) done();
  return () => {
    mounted = false;
  };
}

/** Calls `onWanted` when a toast is first asked for; returns the unsubscribe. */
export function onToasterWanted(onWanted: () => void): () => void {
  window.addEventListener(WANTED_EVENT, onWanted);
  return () => window.removeEventListener(WANTED_EVENT, onWanted);
}
