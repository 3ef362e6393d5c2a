'use client';

import { type FormEvent, type ReactNode, startTransition, useActionState, useEffect, useRef } from 'react';
import type { ActionResult } from '@/lib/admin/action-result';
import { STAGE_LABELS } from '@/lib/leads/pipeline-input';
import { LEAD_STAGES, type LeadStage } from '@/lib/leads/submission-repository';
import { Options } from '@/components/admin/forms/options';

export interface LeadPipelineFormProps {
  submissionId: string;
  stage: LeadStage;
  lostReason: string;
  ownerId: string;
  /** The follow-up as a Dubai wall-clock time (`2026-11-30T10:00`), or ''. */
  followUp: string;
  /** The next office-hours slot, offered with one click; null for a number marked "Do not contact", which gets no follow-up. */
  proposal: { value: string; label: string } | null;
  owners: ReadonlyArray<{ id: string; name: string }>;
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
}

/**
 * A lead's stage, owner, next follow-up and a note to add, saved together. Kept apart per lead
 * (ids carry the submission's id); the server checks everything again (lib/leads/pipeline-input.ts).
 */
export function LeadPipelineForm({ submissionId, stage, lostReason, ownerId, followUp, proposal, owners, action }: LeadPipelineFormProps) {
  const [state, formAction, pending] = useActionState<ActionResult | null, FormData>(action, null);
  const followUpRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // Sent without React's automatic form reset, which would also wipe what a refused save held;
  // only the note, once saved, is emptied.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  useEffect(() => {
    if (state?.ok && noteRef.current) noteRef.current.value = '';
  }, [state]);
  const errors = state && !state.ok ? state.fieldErrors : {};
  const id = (name: string) => `lead-${submissionId}-${name}`;
  const described = (name: string) => (errors[name]?.[0] ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {});

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Work this lead">
      <input type="hidden" name="id" value={submissionId} />
      <Field id={id('stage')} label="Stage" error={errors.stage?.[0]}>
        <select id={id('stage')} name="stage" defaultValue={stage} className="admin-input" {...described('stage')}>
          <Options values={LEAD_STAGES} labels={STAGE_LABELS} />
        </select>
      </Field>
      <Field id={id('owner')} label="Owner" error={errors.ownerId?.[0]} errorId={`${id('ownerId')}-error`}>
        <select id={id('owner')} name="ownerId" defaultValue={ownerId} className="admin-input" {...described('ownerId')}>
          <option value="">Nobody yet</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('lostReason')} label="Why it was lost (for Lost)" error={errors.lostReason?.[0]}>
        <input id={id('lostReason')} name="lostReason" defaultValue={lostReason} maxLength={200} className="admin-input" {...described('lostReason')} />
      </Field>
      {proposal ? (
        <Field id={id('followUp')} label="Next follow-up (UAE time)" error={errors.followUp?.[0]}>
          <input ref={followUpRef} id={id('followUp')} name="followUp" type="datetime-local" step={900} defaultValue={followUp} className="admin-input" {...described('followUp')} />
          <button
            type="button"
            className="mt-1.5 text-xs font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
            onClick={() => {
              if (followUpRef.current) followUpRef.current.value = proposal.value;
            }}
          >
            Use the next office-hours slot: {proposal.label}
          </button>
        </Field>
      ) : (
        <div>
          <p className="admin-label mb-1.5">Next follow-up</p>
          <p className="text-sm text-ink">None: this number is marked “Do not contact”.</p>
          {errors.followUp?.[0] ? <p className="mt-1 text-sm text-coral-600">{errors.followUp[0]}</p> : null}
        </div>
      )}
      <div className="sm:col-span-2">
        <Field id={id('note')} label="Add a note" error={errors.note?.[0]}>
          <textarea ref={noteRef} id={id('note')} name="note" rows={2} maxLength={2000} className="admin-input" placeholder="What was said, what comes next" {...described('note')} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn-secondary" disabled={pending}>
          {pending ? 'Saving…' : 'Save lead'}
        </button>
        <p role="status" className={`text-sm ${state && !state.ok ? 'text-coral-600' : 'text-muted'}`}>
          {pending ? '' : state ? (state.ok ? 'Saved.' : state.message) : ''}
        </p>
      </div>
    </form>
  );
}

function Field({ id, label, error, errorId, children }: { id: string; label: string; error?: string; errorId?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="admin-label mb-1.5">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId ?? `${id}-error`} className="mt-1 text-sm text-coral-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
