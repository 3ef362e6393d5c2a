import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getVisaFinderEntries } from '@/lib/visa-facts/visa-facts';
import { finderResultsPath, parseFinderForm } from '@/lib/visa-finder/query';

/**
 * The visa finder's form when the browser runs no script (with script, /visa filters in place):
 * the search, read leniently, is sent on to its results page in the form's language. A page
 * rather than an answer here, so the results are a cached page like /visa itself.
 */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/visa-finder'>): Promise<Response> {
  const { locale } = await params;
  const query = parseFinderForm(new URL(request.url).searchParams);
  const location = localizedPath(finderResultsPath(query, await getVisaFinderEntries()), isLocale(locale) ? locale : DEFAULT_LOCALE);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
