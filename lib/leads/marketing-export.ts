import 'server-only';
import { markedPhones } from '@/lib/privacy/do-not-contact';
import type { Store } from '@/lib/store/store';
import { commonFields } from './form-fields';
import { phoneOf } from './lead-search';
import { toCsv } from './csv';
import { toDubaiLocal } from './office-hours';

/** People in one marketing list: far more than the site collects in years, bounded per request. */
const LIST_LIMIT = 20_000;

/**
 * The marketing list: one row per mobile number whose owner ticked the separate marketing choice
 * (their latest such submission), leaving out every number marked "Do not contact". A lead that
 * did not tick it is never in it, whatever else it agreed to.
 */
export async function marketingList(store: Store): Promise<{ csv: string; rows: number; leftOut: number }> {
  const consented = await store.submissions.list({ marketing: true, limit: LIST_LIMIT });
  const latest = new Map<string, (typeof consented)[number]>();
  for (const submission of consented) {
    const phone = phoneOf(submission.fields);
    if (phone && !latest.has(phone)) latest.set(phone, submission); // newest first
  }
  const marked = await markedPhones(store, [...latest.keys()]);
  const rows = [...latest].filter(([phone]) => !marked.has(phone));
  const header = ['Name', 'Mobile', 'Marketing consent given (Dubai)', 'Consent text version', 'From page'];
  const lines = rows.map(([phone, submission]) => [
    commonFields(submission, { plain: true }).name ?? '',
    phone,
    toDubaiLocal(new Date(submission.marketing!.at)).replace('T', ' '),
    submission.marketing!.notice,
    submission.consent?.page ?? '',
  ]);
  return { csv: `\uFEFF${toCsv([header, ...lines])}`, rows: rows.length, leftOut: marked.size };
}
