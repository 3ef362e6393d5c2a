/**
 * The shape of a lead's source (lib/leads/lead-source.ts), apart from its zod schema: the
 * browser's half (visit-source.ts) runs on every page, and must not bring the validation library
 * into each page's JavaScript.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export interface LeadSource {
  /** The site path (and query) the form was sent from: `/visa/japan-visa`. */
  page: string;
  /** The visa or country the page is about, when it is about one. */
  visa?: string;
  utm?: Partial<Record<UtmKey, string>>;
  /** The page that sent the visitor to the site (another site's address), when the browser told. */
  referrer?: string;
}
