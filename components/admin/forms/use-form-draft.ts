'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

interface Draft<Values> {
  savedAt: string;
  values: Values;
}

const PREFIX = 'zv-admin-draft:';
const SAVE_DELAY_MS = 600;

function readDraft<Values>(key: string): Draft<Values> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    const parsed = raw ? (JSON.parse(raw) as Draft<Values>) : null;
    return parsed && typeof parsed.savedAt === 'string' && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what an admin types in this browser (not the image), so nothing is lost when the session
 * ends mid-edit (the server then answers 401 and the page goes to /login), the tab closes or the
 * network drops. A form that finds a draft offers to restore it; a successful save clears it.
 * Edit forms key their draft by the record's version, so an outdated draft is never offered.
 */
export function useFormDraft<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  key: string,
) {
  const [offer, setOffer] = useState<Draft<Values> | null>(null);
  const [ready, setReady] = useState(false);
  const [restoreCount, setRestoreCount] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Values typed but not yet written (the write waits for a pause in typing). */
  const pending = useRef<Values | null>(null);

  // localStorage exists only in the browser: look once, after hydration.
  useEffect(() => {
    const found = readDraft<Values>(key);
    /* eslint-disable react-hooks/set-state-in-effect -- reading an external store once, after mount */
    setOffer(found);
    setReady(found === null);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [key]);

  // Save while typing, once any earlier draft has been restored or discarded; what is still
  // waiting is written at once when the form goes away (a redirect to /login, say) or the tab hides.
  useEffect(() => {
    if (!ready) return;
    const write = () => {
      clearTimeout(timer.current);
      if (!pending.current) return;
      try {
        window.localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), values: pending.current }));
      } catch {
        // Storage full or disabled: the form still works, only without the safety net.
      }
      pending.current = null;
    };
    const subscription = form.watch((values) => {
      pending.current = values as Values;
      clearTimeout(timer.current);
      timer.current = setTimeout(write, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', write);
    return () => {
      write();
      window.removeEventListener('pagehide', write);
      subscription.unsubscribe();
    };
  }, [form, key, ready]);

  return {
    offer,
    /** Changes when a draft is restored: the editors (which read their HTML once) remount with it. */
    restoreCount,
    restore() {
      if (!offer) return;
      form.reset(offer.values, { keepDefaultValues: true });
      setRestoreCount((count) => count + 1);
      setOffer(null);
      setReady(true);
    },
    discard() {
      pending.current = null;
      window.localStorage.removeItem(PREFIX + key);
      setOffer(null);
      setReady(true);
    },
    clear() {
      clearTimeout(timer.current);
      pending.current = null;
      window.localStorage.removeItem(PREFIX + key);
    },
  };
}
