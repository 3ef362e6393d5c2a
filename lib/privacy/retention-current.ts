import 'server-only';
import { getEnv } from '@/lib/config/env';
import { type PolicyRetentionSentences, type RetentionPlace, policyRetentionSentences, retentionMap } from './retention-map';
import { retentionSettingsFromEnv } from './retention-settings';

/**
 * The retention map of this process's settings: read from the environment by the same function
 * that gives the worker its figures (lib/leads/config.ts), so the page shows what is enforced.
 */
export function currentRetentionMap(): RetentionPlace[] {
  return retentionMap(retentionSettingsFromEnv(getEnv()));
}

/** The privacy policy's retention sentences, from the same map. */
export function currentPolicyRetention(): PolicyRetentionSentences {
  return policyRetentionSentences(currentRetentionMap());
}
