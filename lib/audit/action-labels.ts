import type { AuditAction } from '@/lib/audit/audit-repository';

/** How the audit log names each action for people (the owner's filter and table). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  publish: 'Published',
  'draft-saved': 'Saved a draft',
  'draft-scheduled': 'Scheduled a draft',
  'draft-discarded': 'Discarded a draft',
  delete: 'Deleted',
  restore: 'Restored',
  'facts-checked': 'Checked visa facts',
  export: 'Exported leads',
  'lead-change': 'Changed a lead',
  invite: 'Invited',
  'invite-withdrawn': 'Withdrew an invitation',
  'account-created': 'Joined the staff',
  'account-changed': 'Changed an account',
  'account-removed': 'Removed an account',
  'password-changed': 'Changed a password',
  'second-factor-on': 'Turned two-factor sign-in on',
  'second-factor-off': 'Turned two-factor sign-in off',
  'second-factor-required': 'Changed the two-factor rule',
  'redirect-change': 'Changed a redirect',
};
