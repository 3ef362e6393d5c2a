'use client';

import { createContext, type ReactNode, useContext } from 'react';

/**
 * The company's contact facts for client components (the forms' thank-you, chat links). They come
 * from getCompany() on the server, with the environment's overrides applied, which the browser
 * cannot read itself.
 */
export interface CompanyContact {
  name: string;
  phone: string;
  phoneHref: string;
  /** International, digits only. */
  whatsapp: string;
  hours: string;
}

const CompanyContactContext = createContext<CompanyContact | null>(null);

export function CompanyContactProvider({ value, children }: { value: CompanyContact; children: ReactNode }) {
  return <CompanyContactContext.Provider value={value}>{children}</CompanyContactContext.Provider>;
}

export function useCompanyContact(): CompanyContact {
  const contact = useContext(CompanyContactContext);
  if (!contact) throw new Error('useCompanyContact() needs a <CompanyContactProvider> above it (app/layout.tsx).');
  return contact;
}
