import { getStore } from '@/lib/store';
import { caseView } from '@/lib/cases/case-view';
import { resolvePortalLink } from '@/lib/cases/portal-access';
import { requestPortalCode, verifyPortalCode } from '@/lib/cases/portal-actions';
import { isTrustedDevice } from '@/lib/cases/portal-device';
import { LINK_CLOSED, maskEmail } from '@/lib/cases/portal-result';
import { PortalCase } from './portal-case';
import { PortalCodeStep } from './portal-code-step';

/**
 * /case/{token}: a link that does not work says so; on a device that has not typed a code, the
 * code step (nothing of the case but the visa's name is shown); else the case.
 */
export async function PortalPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const store = await getStore();
  const now = new Date();
  const opened = await resolvePortalLink(store, token, now);
  if (!opened) {
    return (
      <div className="card p-6 text-center sm:p-8">
        <h1 className="heading-3">This link does not work any more</h1>
        <p className="mt-3 text-sm text-muted">{LINK_CLOSED}</p>
      </div>
    );
  }
  if (!(await isTrustedDevice(opened.link._id, now))) {
    return (
      <PortalCodeStep
        visaTitle={opened.record.visa.title}
        email={maskEmail(opened.link.email)}
        requestCode={requestPortalCode.bind(null, token)}
        verifyCode={verifyPortalCode.bind(null, token)}
      />
    );
  }
  return <PortalCase token={token} view={await caseView(store, opened.record, now, 'applicant')} />;
}
