import { REQUEST_KEPT_DAYS } from './constants';

/**
 * What an erasure leaves, and why: told to the person with the outcome, as the law asks. Each
 * line names what is kept, for how long, and the reason; none of it holds their number or address
 * except the do-not-contact mark, which exists to keep it.
 */
export function keptAfterErasure({ auditDays, markedAt }: { auditDays: number; markedAt: string | null }): string[] {
  return [
    ...(markedAt
      ? [`Your mobile number on our do-not-contact list, marked ${markedAt.slice(0, 10)}: kept for good, so that we never call or message it again, as the UAE's telemarketing rules require.`]
      : []),
    `The audit log: entries that name records by reference number only (no name, number or e-mail address), kept ${auditDays} days to keep the site secure and to show who did what.`,
    `This request, under a code name instead of your address or number, kept ${Math.round(REQUEST_KEPT_DAYS / 365)} years as proof that we answered it.`,
    'Consultation requests already passed to our customer system (CRM) are outside this website and this erasure does not reach them: our team sees how many there were and erases them there.',
  ];
}
