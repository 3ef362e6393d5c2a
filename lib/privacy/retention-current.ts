import 'server-only';
import { getEnv } from '@/lib/config/env';
import type { Locale } from '@/lib/i18n/locales';
import { type PolicyRetentionSentences, type RetentionPlace, policyRetentionSentences, retentionMap } from './retention-map';
import { policyRetentionSentencesAr } from './retention-policy-ar';
import { retentionSettingsFromEnv } from './retention-settings';

/**
 * The retention map of this process's settings: read from the environment by the same function
 * that gives the worker its figures (lib/leads/config.ts), so the page shows what is enforced.
 */
export function currentRetentionMap(): RetentionPlace[] {
  return retentionMap(retentionSettingsFromEnv(getEnv()));
}

/** The privacy policy's retention sentences in the page's language, from the same map. */
export function currentPolicyRetention(locale: Locale = 'en'): PolicyRetentionSentences {
  const map = currentRetentionMap();
  return locale === 'ar' ? policyRetentionSentencesAr(map) : policyRetentionSentences(map);
}
