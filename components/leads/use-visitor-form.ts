'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { afterNextPaint, preloadAfterPaint } from '@/lib/hooks/after-next-paint';
import { formEndpoint } from '@/lib/leads/form-endpoint';
import type { FieldName } from '@/lib/leads/form-rules';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { TOAST_DEFAULT_MS } from '@/lib/ui-constants';
import type { FormText } from './form-text';
import type { Confirmation, FieldRegistration, FormInitial, VisitorFormControl } from './visitor-form-types';

export type { Confirmation, FieldRegistration, FormInitial } from './visitor-form-types';

type FormLogic = typeof import('./visitor-form-logic');

/** One download per page, shared by every form on it. */
let logicPromise: Promise<FormLogic> | null = null;
const loadLogic = () => {
  logicPromise ??= import('./visitor-form-logic').catch((error: unknown) => {
    logicPromise = null; // a failed download is tried again on the next press
    throw error;
  });
  return logicPromise;
};

interface VisitorFormOptions<K extends SubmissionKind> {
  kind: K;
  /** The page language's words (./form-text.tsx): the messages the checks and the answers show. */
  text: FormText;
  /** How long the toasts stay (lead pages close theirs sooner). */
  toastDuration?: number;
  /** The visitor's values and the messages, when the answer page of a plain send shows the form again. */
  initial?: FormInitial;
}

/**
 * A visitor form: a plain HTML form posting to /api/forms/{kind} (the server answers it by itself
 * when no script runs), taken over by its script (./visitor-form-logic.ts), which is fetched on
 * the first focus or press inside the form rather than with the page. The inputs are uncontrolled
 * (nothing re-renders while the visitor types); after a first attempt each field is re-checked as
 * it changes.
 */
export function useVisitorForm<K extends SubmissionKind>({ kind, text, toastDuration = TOAST_DEFAULT_MS, initial }: VisitorFormOptions<K>) {
  type Name = FieldName<K>;
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>((initial?.errors ?? {}) as Partial<Record<Name, string>>);
  const [isSubmitting, setSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const logicRef = useRef<FormLogic | null>(null);
  const attempted = useRef(Boolean(initial && Object.keys(initial.errors).length > 0));
  const submitting = useRef(false); // state lags a render behind: two quick Enters must send once
  const key = useRef<string | null>(initial?.idempotencyKey ?? null);
  const startedAt = useRef(initial?.startedAt ?? 0);
  const control = (): VisitorFormControl => ({
    kind,
    text,
    toastDuration,
    setErrors: (next) => setErrors(next as Partial<Record<Name, string>>),
    setSubmitting,
    setConfirmation,
    attempted,
    submitting,
    key,
    startedAt,
  });

  useEffect(() => {
    startedAt.current ||= Date.now();
  }, []);

  const load = () =>
    loadLogic().then((logic) => {
      logicRef.current = logic;
      return logic;
    });
  const warmUp = () => {
    if (!logicRef.current) preloadAfterPaint(load)();
  };

  const register = (name: Name): FieldRegistration => ({
    name,
    ...(initial?.values[name] !== undefined ? { defaultValue: initial.values[name] } : {}),
    onChange: (event) => {
      const logic = logicRef.current;
      if (!attempted.current || !logic) return;
      const problem = logic.checkOneField(kind, name, event.target.value, text.validation) ?? undefined;
      setErrors((current) => (current[name] === problem ? current : { ...current, [name]: problem }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    // The checks, the busy button and the sending start after the press has been painted.
    afterNextPaint(() =>
      load().then(
        (logic) => logic.submitVisitorForm(control(), form),
        // The script could not be fetched (offline, a new deploy): the plain form still works.
        () => form.submit(),
      ),
    );
  };

  /** Spread on the <form>: where it posts without script, and what wakes its script. */
  const formProps = {
    method: 'post',
    action: formEndpoint(kind),
    noValidate: true,
    onSubmit,
    onFocus: warmUp,
    onPointerDown: warmUp,
  } as const;

  /** Back to an empty form after the thank-you ('Send another request'). */
  const startAgain = () => setConfirmation(null);

  return { register, errors, isSubmitting, onSubmit, formProps, confirmation, startAgain };
}
