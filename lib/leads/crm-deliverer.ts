import 'server-only';
import type { Submission } from '@/lib/leads/submission-repository';
import { type CountryDirectory, countryIdForName, crmCountryId } from './country-directory';
import type { CrmClient, CrmCountry, CrmLead } from './crm-client';
import { type Deliverer, errorText, permanentFailure, transientFailure } from './deliverer';

/**
 * The CRM lead for a submission. The lead popup sends the CRM's own country id (as text: the
 * CRM's list gives it its type back), or a name when it offered the static list; the consultation
 * form sends a country name. A name becomes the CRM's id for that country when the list knows it,
 * else stays the name. Either way the mobile number gets the leading 0 the CRM expects (spec
 * section 9).
 */
export function toCrmLead(submission: Submission, countries: readonly CrmCountry[]): CrmLead | null {
  const { fields } = submission;
  if (submission.kind === 'lead') {
    return { customerName: fields.customerName ?? '', mobileNo: `0${fields.mobileNo ?? ''}`, countryId: crmCountryId(countries, fields.countryId ?? '') };
  }
  if (submission.kind === 'consultation') {
    return { customerName: fields.user_name ?? '', mobileNo: `0${fields.user_mobile ?? ''}`, countryId: countryIdForName(countries, fields.user_cnty ?? '') };
  }
  return null;
}

export function createCrmDeliverer(crm: CrmClient, countries: CountryDirectory): Deliverer {
  return async (submission) => {
    // The country ids come from the same CRM; while it cannot list them, the lead waits for it
    // rather than going out with a guessed id.
    let list: CrmCountry[];
    try {
      list = await countries.crmCountries();
    } catch (error) {
      return transientFailure(`CRM country list unavailable: ${errorText(error)}`);
    }
    const lead = toCrmLead(submission, list);
    if (!lead) return permanentFailure(`A ${submission.kind} form is not sent to the CRM`);
    return crm.createLead(lead, submission.idempotencyKey);
  };
}
