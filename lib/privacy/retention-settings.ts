import type { Env } from '@/lib/config/env-schema';
import { DOCUMENT_RETENTION_DAYS } from '@/lib/cases/constants';
import { REQUEST_KEPT_DAYS } from './constants';

/**
 * How long each kind of personal data is kept, in days: the one object the worker's retention
 * passes are given, the retention map lists and the privacy policy's sentences are written from.
 * Reading every figure here, and only here, is what keeps the three from disagreeing.
 */
export interface RetentionSettings {
  /** RETENTION_DAYS: form submissions (delivered ones, and career applications) and the outbox's e-mail files. */
  submissionDays: number;
  /** AUDIT_RETENTION_DAYS: audit log entries. */
  auditDays: number;
  /** Applicants' documents after the case is submitted: fixed, as the privacy policy has always promised it. */
  documentDays: number;
  /** CASE_RETENTION_DAYS: a case and all that hangs off it, once it has ended. */
  caseDays: number;
  /** People's requests about their data, closed and under a pseudonym: fixed, as proof of the answer. */
  requestDays: number;
}

/** Where each figure is set, as people who run the site read it. */
export const RETENTION_SETTING_NAMES: Record<keyof RetentionSettings, string> = {
  submissionDays: 'RETENTION_DAYS',
  auditDays: 'AUDIT_RETENTION_DAYS',
  documentDays: 'DOCUMENT_RETENTION_DAYS (lib/cases/constants.ts)',
  caseDays: 'CASE_RETENTION_DAYS',
  requestDays: 'REQUEST_KEPT_DAYS (lib/privacy/constants.ts)',
};

/** The environment's defaults (lib/config/env-schema.ts reads them from here). */
export const RETENTION_DEFAULTS: RetentionSettings = {
  submissionDays: 30,
  auditDays: 365,
  documentDays: DOCUMENT_RETENTION_DAYS,
  caseDays: 730,
  requestDays: REQUEST_KEPT_DAYS,
};

export function retentionSettingsFromEnv(env: Pick<Env, 'RETENTION_DAYS' | 'AUDIT_RETENTION_DAYS' | 'CASE_RETENTION_DAYS'>): RetentionSettings {
  return {
    submissionDays: env.RETENTION_DAYS,
    auditDays: env.AUDIT_RETENTION_DAYS,
    documentDays: DOCUMENT_RETENTION_DAYS,
    caseDays: env.CASE_RETENTION_DAYS,
    requestDays: REQUEST_KEPT_DAYS,
  };
}

export const DAY_MS = 24 * 60 * 60_000;

/** The moment before which something `days` old at `now` was made. */
export const cutoffOf = (now: Date, days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();
