import { type LeadSource, UTM_KEYS } from './lead-source-shape';

/**
 * The browser's half of lead sources (lib/leads/lead-source.ts). How the visitor reached the site
 * is known only on the first page of the visit (the UTM parameters of its address, the referrer),
 * so that page records it for the tab's session; a form sent pages later reports it with the
 * page it was sent from and the visa that page is about.
 */

const VISIT_KEY = 'ztart:visit-source';
/** Set by pages about one visa or country: every form on the page reports it as the lead's topic. */
export const LEAD_TOPIC_ATTRIBUTE = 'data-lead-topic';

type Visit = Pick<LeadSource, 'utm' | 'referrer'>;

function readVisit(): Visit | null {
  try {
    const text = window.sessionStorage.getItem(VISIT_KEY);
    return text ? (JSON.parse(text) as Visit) : null;
  } catch {
    return null; // storage refused (private mode) or a damaged entry
  }
}

/** What the address and referrer of this page say about how the visitor came. */
function visitOfThisPage(): Visit {
  const params = new URLSearchParams(window.location.search);
  const utm = Object.fromEntries(UTM_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!.slice(0, 200)]] : [])));
  let referrer: string | undefined;
  try {
    // Only another site counts as where the visitor came from; a page of this site does not.
    if (document.referrer && new URL(document.referrer).origin !== window.location.origin) referrer = document.referrer.slice(0, 500);
  } catch {
    referrer = undefined;
  }
  return { ...(Object.keys(utm).length ? { utm } : {}), ...(referrer ? { referrer } : {}) };
}

/**
 * Called on every page load: the first page of a visit is recorded; a later page that arrives
 * with a campaign of its own (a new ad clicked in the same tab) replaces it.
 */
export function recordVisitSource(): void {
  const visit = visitOfThisPage();
  if (readVisit() && !visit.utm) return;
  try {
    window.sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Without storage the form still reports this page's own address and referrer.
  }
}

/** The source sent with a form: this page, its topic, and how the visit began. */
export function currentLeadSource(): LeadSource {
  const visit = readVisit() ?? visitOfThisPage();
  const topic = document.querySelector(`[${LEAD_TOPIC_ATTRIBUTE}]`)?.getAttribute(LEAD_TOPIC_ATTRIBUTE)?.trim();
  return {
    page: `${window.location.pathname}${window.location.search}`.slice(0, 500),
    ...(topic ? { visa: topic.slice(0, 200) } : {}),
    ...visit,
  };
}
