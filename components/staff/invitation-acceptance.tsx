import { acceptInvitation } from '@/lib/staff/invitation-actions';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/auth/roles';
import { INVITATION_CLOSED, openInvitation } from '@/lib/staff/invitations';
import { PASSWORD_MIN } from '@/lib/staff/staff-schemas';
import { getStore } from '@/lib/store';
import { AcceptForm } from './accept-form';

/** The invitation a link names: its form while it is open, else why it is not. */
export async function InvitationAcceptance({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await openInvitation(await getStore(), token, new Date());
  if (!invitation) {
    return (
      <>
        <h1 className="heading-3 text-center">This link does not work any more</h1>
        <p className="mt-3 text-center text-sm text-muted">{INVITATION_CLOSED}</p>
      </>
    );
  }
  return (
    <>
      <h1 className="heading-3 text-center">Join the staff</h1>
      <p className="mt-2 text-center text-sm text-muted">
        {invitation.invitedBy.name} invited <strong className="text-navy-900">{invitation.email}</strong> as {ROLE_LABELS[invitation.role]}:{' '}
        {ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}.
      </p>
      <AcceptForm action={acceptInvitation.bind(null, token)} passwordMin={PASSWORD_MIN} />
    </>
  );
}
