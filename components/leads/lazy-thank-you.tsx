'use client';

import dynamic from 'next/dynamic';

/** The thank-you's code (office hours, chat links) comes after a send, not with the page (fetched while the visitor types). */
export const LazyThankYou = dynamic(() => import('./thank-you').then((module) => module.ThankYou), { ssr: false });
