import 'server-only';
import { getCompany } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import { leadsConfigFromEnv } from '@/lib/leads/config';
import { escapeHtml } from '@/lib/leads/email-template';
import { createMailer } from '@/lib/leads/mailer';
import { outboxFileName, removeOutboxCopies } from '@/lib/leads/outbox';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/auth/roles';
import type { Invitation } from '@/lib/staff/invitation-repository';
import { INVITATION_TTL_HOURS } from './invitations';

/**
 * Sends an invitation through the site's mailer (SMTP_URL, or without it an .eml file under
 * DATA_DIR/outbox, as for leads). The link stands on a line of its own, so no mail client breaks it.
 */
export async function sendInvitationEmail(invitation: Invitation, token: string): Promise<{ ok: boolean; link: string }> {
  const env = getEnv();
  const company = getCompany();
  const config = leadsConfigFromEnv(env, company);
  const link = new URL(`/invite/${token}`, env.SITE_URL).toString();
  const role = `${ROLE_LABELS[invitation.role]} (${ROLE_DESCRIPTIONS[invitation.role].toLowerCase()})`;
  const text = [
    `${invitation.invitedBy.name} invites you to the admin area of the ${company.name} website as ${role}.`,
    '',
    'Open this link to choose your password and sign in:',
    '',
    link,
    '',
    `The link works once, for ${INVITATION_TTL_HOURS} hours. If you did not expect this e-mail, ignore it.`,
  ].join('\n');
  const html = `<p>${escapeHtml(invitation.invitedBy.name)} invites you to the admin area of the ${escapeHtml(company.name)} website as <strong>${escapeHtml(role)}</strong>.</p>
<p><a href="${escapeHtml(link)}">Choose your password and sign in</a></p>
<p>The link works once, for ${INVITATION_TTL_HOURS} hours. If you did not expect this e-mail, ignore it.</p>`;
  const outcome = await createMailer(config.mail).send({
    messageId: `<invitation-${invitation._id}@${config.messageIdDomain}>`,
    date: new Date(),
    subject: `Your invitation to the ${company.name} admin`,
    text,
    html,
    to: invitation.email,
    fileName: outboxFileName(invitation.createdAt, 'invitation', invitation._id),
  });
  return { ok: outcome.ok, link };
}

/**
 * Removes the outbox copies (DATA_DIR/outbox, written without SMTP) of these invitations' e-mails:
 * each holds a link that worked until the invitation was accepted, replaced or withdrawn, and only
 * the token's hash is kept anywhere else. Expired ones go with the lead worker's retention pass.
 */
export async function discardInvitationEmails(invitationIds: readonly string[]): Promise<void> {
  await removeOutboxCopies(leadsConfigFromEnv(getEnv(), getCompany()).mail.outboxDir, invitationIds);
}
