import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { VisaFinderPage } from '@/components/visa-finder/visa-finder-page';
import { NO_RECORD_SLUG } from '@/lib/data/static-params';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getVisaFinderEntries } from '@/lib/visa-facts/visa-facts';
import { finderResultsMetadata } from '@/lib/visa-finder/metadata';
import { finderAddress, finderCountries } from '@/lib/visa-finder/query';
import { shownQuery } from '@/lib/visa-finder/shown-query';

/**
 * The visa finder without script, a kind and a country: /visa-finder/all/japan (and
 * /ar/visa-finder/all/japan, whose box shows the country's Arabic name). Only the page of a
 * country the directory holds renders and is kept (lib/visa-finder/query.ts finderAddress); any
 * other address, a country typed in Arabic included, is answered at request time with a redirect
 * (in the address's language) or a 404 that Next does not keep, so strangers cannot fill the
 * page cache with made-up searches.
 */
// Allowed to block: those answers wait for the request (connection(), below).
export const instant = false;

export async function generateStaticParams() {
  // One page, so the build checks the route; the others render on their first request.
  const [first] = finderCountries(await getVisaFinderEntries());
  return [{ kind: 'all', q: first ? first.replaceAll(' ', '-') : NO_RECORD_SLUG }];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/visa-finder/[kind]/[q]'>): Promise<Metadata> {
  const { kind, q, locale: segment } = await params;
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  const entries = await getVisaFinderEntries();
  const address = finderAddress(kind, q, entries);
  return finderResultsMetadata('render' in address ? shownQuery(address.render, entries, locale) : null, locale);
}

export default async function VisaFinderResultsPage({ params }: PageProps<'/[locale]/visa-finder/[kind]/[q]'>) {
  const { kind, q, locale: segment } = await params;
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  const entries = await getVisaFinderEntries();
  const address = finderAddress(kind, q, entries);
  if ('render' in address) return <VisaFinderPage entries={entries} query={address.render} />;
  // The build's sample when the directory is empty: a request-time answer there would make the
  // whole route one Next renders for each request, country pages included.
  if (q === NO_RECORD_SLUG) notFound();
  // Made request-time, so this answer is not written to Next's cache under the made-up address.
  await connection();
  if ('notFound' in address) notFound();
  if (address.permanent) permanentRedirect(localizedPath(address.redirect, locale));
  redirect(localizedPath(address.redirect, locale));
}
