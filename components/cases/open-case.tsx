import { requireAdmin } from '@/lib/auth/require-admin';
import { can } from '@/lib/auth/roles';
import { openCaseAction } from '@/lib/cases/actions';
import { commonFields } from '@/lib/leads/form-fields';
import { getStore } from '@/lib/store';
import { listVisaPages } from '@/lib/visa-facts/visa-pages';
import { OpenCaseForm } from './open-case-form';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /admin/cases/new: the form, filled from the won lead named in `?lead=` (its name, number and visa). */
export async function OpenCase({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireAdmin({ capability: 'cases' });
  const leadParam = (await searchParams).lead;
  const leadId = typeof leadParam === 'string' && /^[0-9a-f]{24}$/.test(leadParam) ? leadParam : '';
  const store = await getStore();
  const [lead, visas, admins] = await Promise.all([leadId ? store.submissions.getById(leadId) : null, listVisaPages(store), store.admins.list()]);
  const fields = lead ? commonFields(lead, { plain: true }) : {};
  const topic = lead?.source?.visa?.toLowerCase() ?? '';
  const visa = topic ? visas.find((page) => page.slug === topic || page.country.toLowerCase() === topic || page.title.toLowerCase().includes(topic)) : undefined;
  const consultants = admins.filter((admin) => !admin.disabled && can(admin.role, 'cases')).map((admin) => ({ id: admin._id, name: admin.displayName || admin.email }));
  return (
    <OpenCaseForm
      action={openCaseAction}
      visas={visas.map((page) => ({ slug: page.slug, title: page.title }))}
      consultants={consultants}
      initial={{
        leadId: lead && lead.pipeline.stage === 'won' ? lead._id : '',
        applicantName: fields.name ?? '',
        applicantPhone: fields.mobile ?? '',
        visaSlug: visa?.slug ?? '',
        consultantId: lead?.pipeline.owner?.id && consultants.some((one) => one.id === lead.pipeline.owner!.id) ? lead.pipeline.owner.id : session.admin._id,
      }}
      leadNote={lead ? (lead.pipeline.stage === 'won' ? 'From the won lead: check the details and add the applicant’s e-mail.' : 'This lead is not won yet: the case is opened from scratch.') : null}
    />
  );
}
