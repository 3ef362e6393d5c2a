import { formEndpoint } from '@/lib/leads/form-endpoint';
import { type ConsultationProps, ConsultationFields } from './consultation-fields';
import { getFormText } from './form-text-server';
import { type LeadProps, LeadFields, staticOptions } from './lead-fields';
import type { FieldRegistration } from './visitor-form-types';

/** A field as the server renders it: its name, and what the visitor typed when the form comes back. */
const plainRegister =
  (values: Readonly<Record<string, string>> | undefined) =>
  (name: string): FieldRegistration => ({ name, ...(values?.[name] !== undefined ? { defaultValue: values[name] } : {}) });

/**
 * The consultation form as plain HTML in the page's language, with no script of its own: it posts
 * by itself (lib/leads/form-post.ts), and ./form-upgrade.tsx replaces it with the scripted form on
 * the visitor's first focus in a field or first send.
 */
export async function StaticConsultationForm(props: ConsultationProps) {
  const text = await getFormText();
  return (
    <form method="post" action={formEndpoint('consultation')} noValidate className="relative space-y-4">
      <ConsultationFields {...props} text={text} register={plainRegister(props.initial?.values)} errors={props.initial?.errors ?? {}} busy={false} />
    </form>
  );
}

/** The landing page's lead form as plain HTML, offering the static destinations (see StaticConsultationForm). */
export async function StaticLeadForm(props: LeadProps) {
  const text = await getFormText();
  return (
    <form method="post" action={formEndpoint('lead')} noValidate className="relative space-y-4">
      <LeadFields
        {...props}
        text={text}
        options={staticOptions(props.destinations, text)}
        loading={false}
        register={plainRegister(props.initial?.values)}
        errors={props.initial?.errors ?? {}}
        busy={false}
      />
    </form>
  );
}
