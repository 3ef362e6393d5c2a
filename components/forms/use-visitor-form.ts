'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { newFormKey } from '@/lib/forms/form-key';
import { submitForm } from '@/lib/forms/submit-form';
import type { SubmissionKind } from '@/lib/store/types';
import { TOAST_DEFAULT_MS } from '@/lib/ui-constants';

interface VisitorFormOptions<Values> {
  kind: SubmissionKind;
  schema: z.ZodType<unknown, Values>;
  defaultValues: DefaultValues<Values>;
  /** How long the toasts stay (lead pages close theirs sooner). */
  toastDuration?: number;
  /** After the server stored the submission (e.g. close the popup). */
  onSuccess?: () => void;
}

/**
 * A visitor form wired to POST /api/forms/{kind}: validation with the shared zod schema, one
 * idempotency key per fill (kept across retries, renewed after a success), the time the form was
 * shown, and the honeypot. Success is shown only when the server answered 201.
 */
export function useVisitorForm<Values extends FieldValues>({
  kind,
  schema,
  defaultValues,
  toastDuration = TOAST_DEFAULT_MS,
  onSuccess,
}: VisitorFormOptions<Values>) {
  const form = useForm<Values>({ resolver: zodResolver(schema as never), defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const keyRef = useRef<string | null>(null);
  const startedAtRef = useRef(0);
  const honeypotRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    startedAtRef.current = Date.now();
  }, []);

  const send = async (fields: Values) => {
    keyRef.current ??= newFormKey();
    const outcome = await submitForm(kind, {
      fields,
      idempotencyKey: keyRef.current,
      startedAt: startedAtRef.current || Date.now(),
      website: honeypotRef.current?.value ?? '',
    });
    if (outcome.type === 'success') {
      toast.success(outcome.message, { duration: toastDuration });
      form.reset(defaultValues);
      keyRef.current = null;
      startedAtRef.current = Date.now();
      onSuccess?.();
      return;
    }
    if (outcome.type === 'invalid') {
      const known = Object.keys(defaultValues as object);
      let shown = false;
      for (const [field, message] of Object.entries(outcome.fieldErrors)) {
        if (!known.includes(field)) continue;
        form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
      if (shown) return;
    }
    toast.error(outcome.message, { duration: toastDuration });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send)(event);

  return { form, onSubmit, honeypotRef };
}
