'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

type Forms = Messages['forms'];

/**
 * What the visitor forms say, in the page's language: labels, buttons, the popups' titles, the
 * validation messages, the toasts and the thank-you (the catalogue's `forms` area, with the
 * `{name}` arguments still to fill: lib/leads/fill-template.ts). The server reads it
 * (./form-text-server.ts) and hands it to the forms as props, or to the popups that client
 * components open through this context, so no catalogue and no i18n library reach the browser.
 */
export interface FormText extends Pick<Forms, 'fields' | 'buttons' | 'career' | 'dialogs' | 'validation' | 'success' | 'failure' | 'countries' | 'thankYou'> {
  locale: Locale;
  /** The server's refusal of a form sent too soon, which the form sends again by itself. */
  tooSoon: string;
  /** The office hours as the thank-you names them, in the page's language. */
  officeHours: string;
}

const FormTextContext = createContext<FormText | null>(null);

/** Set once for every public page (app/[locale]/layout.tsx): the popups any page can open read it. */
export function FormTextProvider({ value, children }: { value: FormText; children: ReactNode }) {
  return <FormTextContext.Provider value={value}>{children}</FormTextContext.Provider>;
}

/** The forms' words for the page's language, inside a <FormTextProvider>. */
export function useFormText(): FormText {
  const text = useContext(FormTextContext);
  if (!text) throw new Error('useFormText() needs a <FormTextProvider> above it (app/[locale]/layout.tsx).');
  return text;
}
