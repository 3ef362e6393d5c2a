import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { VisaFinderPage } from '@/components/visa-finder/visa-finder-page';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { getVisaFinderEntries } from '@/lib/visa-facts/visa-facts';
import { finderResultsMetadata } from '@/lib/visa-finder/metadata';
import { FINDER_KINDS, kindFromParam } from '@/lib/visa-finder/query';

/** The visa finder without script, a kind and no country: /visa-finder/schengen. */
// Allowed to block: a made-up kind's 404 waits for the request (connection(), below).
export const instant = false;

export function generateStaticParams() {
  return FINDER_KINDS.map((kind) => ({ kind }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/visa-finder/[kind]'>): Promise<Metadata> {
  const { kind: segment, locale } = await params;
  const kind = kindFromParam(segment);
  return finderResultsMetadata(kind ? { q: '', kind } : null, isLocale(locale) ? locale : DEFAULT_LOCALE);
}

export default async function VisaFinderKindPage({ params }: PageProps<'/[locale]/visa-finder/[kind]'>) {
  const kind = kindFromParam((await params).kind);
  if (kind) return <VisaFinderPage entries={await getVisaFinderEntries()} query={{ q: '', kind }} />;
  // Made request-time, so a made-up kind's 404 is not written to Next's cache under its address.
  await connection();
  notFound();
}
