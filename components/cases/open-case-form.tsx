'use client';

import { type ReactNode, useActionState } from 'react';
import type { CaseResult } from '@/lib/cases/action-result';
import { MAX_TRAVELLERS } from '@/lib/cases/constants';

export interface OpenCaseFormProps {
  action: (previous: CaseResult | null, formData: FormData) => Promise<CaseResult>;
  visas: ReadonlyArray<{ slug: string; title: string }>;
  consultants: ReadonlyArray<{ id: string; name: string }>;
  initial: { leadId: string; applicantName: string; applicantPhone: string; visaSlug: string; consultantId: string };
  leadNote: string | null;
}

/** A new case: the visa, the applicant (e-mail required: updates and codes go there), the travellers, the dates and the consultant. */
export function OpenCaseForm({ action, visas, consultants, initial, leadNote }: OpenCaseFormProps) {
  const [state, formAction, pending] = useActionState<CaseResult | null, FormData>(action, null);
  const errors = state && !state.ok ? state.fieldErrors : {};
  const error = (name: string) => errors[name]?.[0];
  return (
    <form action={formAction} className="card grid gap-4 p-5 sm:grid-cols-2 sm:p-6" aria-label="Open a case" noValidate>
      <input type="hidden" name="leadId" value={initial.leadId} />
      {leadNote ? <p className="rounded-xl bg-sky-100 px-4 py-3 text-sm text-navy-900 sm:col-span-2">{leadNote}</p> : null}
      <Field name="visaSlug" label="Visa" error={error('visaSlug')}>
        <select id="visaSlug" name="visaSlug" defaultValue={initial.visaSlug} className="admin-input" required>
          <option value="">Choose the visa</option>
          {visas.map((visa) => (
            <option key={visa.slug} value={visa.slug}>
              {visa.title}
            </option>
          ))}
        </select>
      </Field>
      <Field name="consultantId" label="Consultant" error={error('consultantId')}>
        <select id="consultantId" name="consultantId" defaultValue={initial.consultantId} className="admin-input">
          {consultants.map((consultant) => (
            <option key={consultant.id} value={consultant.id}>
              {consultant.name}
            </option>
          ))}
        </select>
      </Field>
      <Field name="applicantName" label="Applicant’s name" error={error('applicantName')}>
        <input id="applicantName" name="applicantName" defaultValue={initial.applicantName} maxLength={80} required className="admin-input" autoComplete="off" />
      </Field>
      <Field name="applicantEmail" label="Applicant’s e-mail" error={error('applicantEmail')}>
        <input id="applicantEmail" name="applicantEmail" type="email" maxLength={200} required className="admin-input" autoComplete="off" />
      </Field>
      <Field name="applicantPhone" label="Applicant’s mobile (for WhatsApp)" error={error('applicantPhone')}>
        <input id="applicantPhone" name="applicantPhone" defaultValue={initial.applicantPhone} inputMode="tel" className="admin-input" placeholder="050 123 4567" />
      </Field>
      <Field name="travellers" label={`Travellers, one name per line (up to ${MAX_TRAVELLERS})`} error={error('travellers')}>
        <textarea id="travellers" name="travellers" rows={3} defaultValue={initial.applicantName} required className="admin-input" />
      </Field>
      <Field name="travelFrom" label="Travelling from" error={error('travelFrom')}>
        <input id="travelFrom" name="travelFrom" type="date" className="admin-input" />
      </Field>
      <Field name="travelTo" label="Travelling back" error={error('travelTo')}>
        <input id="travelTo" name="travelTo" type="date" className="admin-input" />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Opening…' : 'Open the case'}
        </button>
        <p role="status" className="text-sm text-coral-700">
          {state && !state.ok ? state.message : ''}
        </p>
      </div>
    </form>
  );
}

function Field({ name, label, error, children }: { name: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className="admin-label mb-1.5">
        {label}
      </label>
      {children}
      {error ? <p className="mt-1 text-sm text-coral-700">{error}</p> : null}
    </div>
  );
}
