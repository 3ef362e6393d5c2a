'use client';

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MIN_FILL_MS } from '@/lib/leads/form-contract';
import { newFormKey } from '@/lib/leads/form-key';
import { currentLeadSource } from '@/lib/leads/visit-source';
import { submitForm } from '@/lib/leads/send-form';
import { commonFields } from '@/lib/leads/form-fields';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { TOAST_DEFAULT_MS } from '@/lib/ui-constants';
import { checkField, checkForm } from '@/lib/leads/check-form';
import { FORM_RULES, type FieldName, type FieldRule, type FormRules } from '@/lib/leads/form-rules';
import { noticeFor } from '@/lib/privacy/consent-notices';

/** Waited beyond MIN_FILL_MS, for clocks that tick a little differently. */
const FILL_MARGIN_MS = 150;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What a field spreads onto its input, select or textarea. */
export interface FieldRegistration {
  name: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

interface VisitorFormOptions<K extends SubmissionKind> {
  kind: K;
  /** How long the toasts stay (lead pages close theirs sooner). */
  toastDuration?: number;
}

/** What the thank-you that replaces a sent form tells the visitor (components/leads/thank-you.tsx). */
export interface Confirmation {
  name?: string;
  /** The 9 national digits of the number a consultant will call. */
  mobile?: string;
  /** The visa the request is about: the page's, else the destination chosen in the form. */
  topic?: string;
  /** When the server took it, for the promised time of the call. */
  at: Date;
}

/** Who asked and for which number, read through the forms' one field map (lib/leads/form-fields.ts). */
function confirmationOf(kind: SubmissionKind, form: HTMLFormElement, fields: Record<string, string>, pageTopic: string | undefined): Confirmation {
  const { name, mobile } = commonFields({ kind, fields }, { plain: true });
  const destination = form.querySelector('select')?.selectedOptions[0];
  const chosen = destination?.value ? destination.textContent?.trim() : undefined;
  return { name: name || undefined, mobile: mobile || undefined, topic: pageTopic ?? (chosen ? `${chosen} visa` : undefined), at: new Date() };
}

/**
 * A visitor form wired to POST /api/forms/{kind}. The inputs are uncontrolled (nothing re-renders
 * while the visitor types); on submit their values are checked with the form's shared rules
 * (lib/leads/form-rules.ts), the first bad field takes focus, and after a first attempt each
 * field is re-checked as it changes. One idempotency key per fill (kept across retries, renewed
 * after a success), the time the form was shown, the honeypot and the consent shown (the notice's
 * version, the marketing box, the page) go with the fields. Success is
 * shown only when the server answered 201.
 */
export function useVisitorForm<K extends SubmissionKind>({ kind, toastDuration = TOAST_DEFAULT_MS }: VisitorFormOptions<K>) {
  type Name = FieldName<K>;
  const rules = FORM_RULES[kind] as FormRules & Readonly<Record<Name, FieldRule>>;
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const attemptedRef = useRef(false);
  const submittingRef = useRef(false); // state lags a render behind: two quick Enters must send once
  const keyRef = useRef<string | null>(null);
  const startedAtRef = useRef(0);

  useEffect(() => {
    startedAtRef.current = Date.now();
  }, []);

  const showErrors = (form: HTMLFormElement, found: Partial<Record<string, string>>) => {
    const known = Object.keys(rules).filter((field) => found[field]);
    setErrors(Object.fromEntries(known.map((field) => [field, found[field]])) as Partial<Record<Name, string>>);
    const [firstBad] = known;
    const first = firstBad ? form.elements.namedItem(firstBad) : null;
    if (first instanceof HTMLElement) first.focus();
    return known.length > 0;
  };

  const register = (name: Name): FieldRegistration => ({
    name,
    onChange: (event) => {
      if (!attemptedRef.current) return;
      const problem = checkField(rules[name], event.target.value);
      setErrors((current) => (current[name] === (problem ?? undefined) ? current : { ...current, [name]: problem ?? undefined }));
    },
  });

  const send = async (form: HTMLFormElement, fields: Record<string, string>, website: string, marketing: boolean) => {
    const source = currentLeadSource();
    const consent = { notice: noticeFor(kind).version, marketing, page: window.location.pathname };
    const body = { fields, idempotencyKey: (keyRef.current ??= newFormKey()), startedAt: startedAtRef.current || Date.now(), website, source, consent };
    // The server refuses forms sent sooner than a bot would (MIN_FILL_MS): a person that quick
    // (autofill, one field) waits the rest here, with the button showing it is busy.
    await sleep(body.startedAt + MIN_FILL_MS + FILL_MARGIN_MS - Date.now());
    let outcome = await submitForm(kind, body);
    // The server measures from its own clock: one a little behind the visitor's still finds it too
    // soon. Nothing was stored; the same request once more, a while later, is taken.
    if (outcome.type === 'tooSoon') {
      await sleep(MIN_FILL_MS);
      outcome = await submitForm(kind, body);
    }
    if (outcome.type === 'success') {
      toast.success(outcome.message, { duration: toastDuration });
      setConfirmation(confirmationOf(kind, form, fields, source.visa));
      form.reset();
      setErrors({});
      attemptedRef.current = false;
      keyRef.current = null;
      startedAtRef.current = Date.now();
      return;
    }
    if (outcome.type === 'invalid' && showErrors(form, outcome.fieldErrors)) return;
    toast.error(outcome.message, { duration: toastDuration });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    attemptedRef.current = true;
    const checked = checkForm(rules, Object.fromEntries(Object.keys(rules).map((field) => [field, data.get(field) ?? ''])));
    if (!checked.ok) {
      showErrors(form, checked.errors);
      return;
    }
    setErrors({});
    submittingRef.current = true;
    setSubmitting(true);
    try {
      await send(form, checked.values, String(data.get('website') ?? ''), data.get('marketing') === 'on');
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  /** Back to an empty form after the thank-you ('Send another request'). */
  const startAgain = () => setConfirmation(null);

  return { register, errors, isSubmitting, onSubmit, confirmation, startAgain };
}
