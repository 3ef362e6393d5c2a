'use client';

import dynamic from 'next/dynamic';
import { type ComponentProps, useState } from 'react';
import { preloadAfterPaint } from '@/lib/hooks/after-next-paint';
import type { ConsultationModal as Modal } from './consultation-modal';

const importModal = () => import('./consultation-modal');

/**
 * The consultation popup's code (the dialog, the form and its country list) is fetched on the
 * first press of a button that opens it, not with the page: most visitors never open it.
 */
const ConsultationModal = dynamic(() => importModal().then((module) => module.ConsultationModal), { ssr: false });

/** Starts the download a moment early, once the visitor's press (pointer down) or focus on the opener has been painted. */
export const preloadConsultationModal = preloadAfterPaint(importModal);

/**
 * The consultation popup, mounted from its first opening on (so closing and reopening keeps what was typed).
 * Openers set `open` in a transition (as every popup's do): the press is painted first, and the dialog is built after it.
 */
export function LazyConsultationModal(props: ComponentProps<typeof Modal>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <ConsultationModal {...props} /> : null;
}
