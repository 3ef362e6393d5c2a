import type { SubmissionKind } from '@/lib/leads/submission-repository';

/**
 * Where a visitor form posts (./form-contract.ts): a module of its own, so the form's markup,
 * shipped with every page that has a form, does not bring the contract's messages along.
 */
export const formEndpoint = (kind: SubmissionKind) => `/api/forms/${kind}`;
