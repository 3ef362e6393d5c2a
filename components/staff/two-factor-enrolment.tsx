import QRCode from 'qrcode';
import { enrolSecondFactor } from '@/lib/staff/account-actions';
import { getCompany } from '@/lib/company';
import { requireAdmin } from '@/lib/auth/require-admin';
import { sealEnrolmentKey } from '@/lib/auth/enrolment-key';
import { newTotpSecret, otpauthUri } from '@/lib/auth/totp';
import { getStore } from '@/lib/store';
import { EnrolForm, type EnrolmentKey } from './enrol-form';

/**
 * /admin/account/two-factor: a new key as a QR code and as text, and the code that proves the app
 * has it. Open to a person who must enrol before anything else (the owner's rule).
 */
export async function TwoFactorEnrolment() {
  const { admin, mustEnrolSecondFactor } = await requireAdmin({ duringEnrolment: true });
  const account = await (await getStore()).admins.findById(admin._id);
  // One tree whether or not the factor is on: turning it on renews the session cookie, which
  // renders this page again, and the form must keep showing the backup codes it just received.
  return (
    <div className="max-w-3xl space-y-6">
      {mustEnrolSecondFactor && (
        <p role="note" className="rounded-xl border border-gold-500/40 bg-sand-100 px-4 py-3 text-sm text-navy-900">
          The owner requires two-factor sign-in for everyone. Set it up to continue to the admin.
        </p>
      )}
      <EnrolForm newKey={account?.totpSecret ? null : await newEnrolmentKey(admin)} action={enrolSecondFactor} />
    </div>
  );
}

async function newEnrolmentKey(admin: { _id: string; email: string }): Promise<EnrolmentKey> {
  const secret = newTotpSecret();
  const uri = otpauthUri(secret, admin.email, getCompany().name);
  // The QR code is drawn on the server as SVG markup of squares: no script and no image request.
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0b1f3a', light: '#ffffff' } });
  return { secret, sealed: await sealEnrolmentKey(admin._id, secret), qrSvg };
}
