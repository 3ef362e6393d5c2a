import { isSitePath } from '@/lib/validation/site-path';
import { z } from '@/lib/validation/z';
import { type LeadSource, UTM_KEYS } from './lead-source-shape';

import { sourceChannel } from './lead-source-channel';

export { type LeadSource, UTM_KEYS } from './lead-source-shape';
export { sourceChannel } from './lead-source-channel';

/**
 * Where a lead came from, sent by the browser with each form and stored with the submission
 *: the page the form was sent from, the visa it was about, and how the visitor
 * reached the site (the UTM parameters and the referrer of the first page of their visit).
 *
 * A source that does not fit is dropped, never a reason to refuse the form: a lead without its
 * source is worth keeping, one refused for it is lost.
 */

const MAX_TEXT = 200;
const MAX_URL = 500;

/** One line of text with no control characters, as it may reach an e-mail or a CSV cell. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(value));

export const leadSourceSchema = z.object({
  page: line(MAX_URL).refine(isSitePath),
  visa: line(MAX_TEXT).optional(),
  utm: z.partialRecord(z.enum(UTM_KEYS), line(MAX_TEXT)).optional(),
  referrer: line(MAX_URL)
    .refine((value) => /^https?:\/\//i.test(value))
    .optional(),
}) satisfies z.ZodType<LeadSource>;

/** The source as sent, or null when there is none or it does not fit (the lead is kept either way). */
export function parseLeadSource(value: unknown): LeadSource | null {
  if (value === undefined || value === null) return null;
  const parsed = leadSourceSchema.safeParse(value);
  if (!parsed.success) return null;
  const { page, visa, utm, referrer } = parsed.data;
  const keptUtm = Object.fromEntries(Object.entries(utm ?? {}).filter(([, text]) => text)) as LeadSource['utm'];
  return {
    page,
    ...(visa ? { visa } : {}),
    ...(keptUtm && Object.keys(keptUtm).length > 0 ? { utm: keptUtm } : {}),
    ...(referrer ? { referrer } : {}),
  };
}

/** The source as labelled lines for staff (the e-mail, the inbox, the CSV), in a fixed order. */
export function describeLeadSource(source: LeadSource | null | undefined): { label: string; value: string }[] {
  if (!source) return [];
  const lines = [
    { label: 'Sent from', value: source.page },
    { label: 'About', value: source.visa ?? '' },
    { label: 'Came from', value: sourceChannel(source) },
    { label: 'Referrer', value: source.referrer ?? '' },
    ...UTM_KEYS.map((key) => ({ label: key, value: source.utm?.[key] ?? '' })),
  ];
  return lines.filter((entry) => entry.value);
}
