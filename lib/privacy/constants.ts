/**
 * The figures of people's requests about their own data (Federal Decree-Law 45 of 2021): how long
 * we have to answer, how long a request waits to be confirmed, how long a copy stays readable.
 * One place, read by the services, the pages, the worker and the tests.
 */

export const REQUEST_KINDS = ['copy', 'correction', 'erasure'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  copy: 'A copy of my data',
  correction: 'A correction',
  erasure: 'Erasure of my data',
};

/** The law's time to answer, counted from the request. */
export const REQUEST_DUE_DAYS = 30;
/** A request nobody confirms (the e-mail link, or the code read out on a call) lapses after this. */
export const CONFIRM_WITHIN_DAYS = 7;
/** A copy stays readable behind its link this long after it was confirmed. */
export const COPY_READABLE_DAYS = 7;
/** Wrong codes a request takes before it must be made again. */
export const CODE_TRIES = 5;

/** A closed request is kept this long, under a pseudonym, as proof of what was asked and answered. */
export const REQUEST_KEPT_DAYS = 3 * 365;
