'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { ToasterLabels } from './sonner-toaster';
import { onToasterWanted } from './toast-signal';

/** Fetched when a toast is first wanted (a visitor starts filling a form), not with every page. */
const SonnerToaster = dynamic(() => import('./sonner-toaster').then((module) => module.SonnerToaster), { ssr: false });

/** The public site's toaster, mounted on demand (components/site/toast-signal.ts); `labels` in the page's language. */
export function Toasts({ labels }: { labels?: ToasterLabels }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  return wanted ? <SonnerToaster labels={labels} /> : null;
}
