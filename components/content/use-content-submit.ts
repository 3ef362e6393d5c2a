'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { ActionResult } from '@/lib/admin/action-result';
import { CONTENT_DATA_FIELD, CONTENT_FILE_FIELD } from '@/lib/content/form-fields';
import { isFilled } from '@/lib/i18n/translatable';
import type { FormMessages } from '../admin/forms/form-messages';

interface Options<Values extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Values, unknown, Output>;
  messages: FormMessages;
  /** The server action that publishes the FormData. */
  send: (formData: FormData) => Promise<ActionResult>;
  /** The server action that keeps it as a draft instead, when the form offers that. */
  saveDraft?: (formData: FormData) => Promise<ActionResult>;
  /** Where to go after a success. */
  listHref: string;
  image: File | null;
  setImageError: (message: string | undefined) => void;
  /** New records need an image; edits keep the stored one unless another is chosen. */
  imageRequired: boolean;
  /** Edits send the version they were loaded at, so a stale save is refused rather than overwriting. */
  version?: number;
  /** Called once the server has saved the form (the kept draft is then dropped). */
  onSaved?: () => void;
  /**
   * The Arabic lists the form shows row by row beside the English (padded with empty rows to the
   * English's length): one with nothing written in it is sent empty, as the record had it.
   */
  arabicRows?: readonly string[];
}

/** The values to send: each Arabic list of `arabicRows` with no text in it as an empty list. */
export function withoutEmptyArabicRows<Values extends object>(values: Values, arabicRows: readonly string[] = []): Values {
  const sent: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const name of arabicRows) if (Array.isArray(sent[name]) && !isFilled(sent[name])) sent[name] = [];
  return sent as Values;
}

const unreachable: ActionResult = {
  ok: false,
  status: 0,
  message: 'The server could not be reached. Check the connection and try again; your changes are still here.',
  fieldErrors: {},
};

/**
 * Sends an admin content form: fields as JSON text plus the image file, to a server action.
 * Success: a toast and the list. Failure: a toast with the reason, the server's messages under
 * their fields, and the form stays as it was (nothing the admin typed is lost).
 */
export function useContentSubmit<Values extends FieldValues, Output extends FieldValues>({
  form,
  messages,
  send,
  listHref,
  saveDraft,
  image,
  setImageError,
  imageRequired,
  version,
  onSaved,
  arabicRows,
}: Options<Values, Output>) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const imageMissing = () => {
    if (imageRequired && !image) {
      setImageError('Image is required');
      return true;
    }
    return false;
  };

  const submitWith = (action: (formData: FormData) => Promise<ActionResult>, success: string) =>
    form.handleSubmit(
      async (values) => {
        if (imageMissing()) {
          document.getElementById('image')?.focus();
          return;
        }
        setFormError(null);
        const formData = new FormData();
        const sent = withoutEmptyArabicRows(values, arabicRows);
        formData.set(CONTENT_DATA_FIELD, JSON.stringify(version === undefined ? sent : { ...sent, version }));
        if (image) formData.set(CONTENT_FILE_FIELD, image);

        let result: ActionResult;
        try {
          result = await action(formData);
        } catch {
          result = unreachable;
        }

        if (result.ok) {
          onSaved?.();
          toast.success(result.message ?? success);
          const next = result.next ?? listHref;
          // A draft saved again stays on its page: the page shows the new version, the form stays usable.
          if (next === window.location.pathname) {
            router.refresh();
            return;
          }
          setLeaving(true);
          router.push(next);
          return;
        }
        for (const [field, fieldMessages] of Object.entries(result.fieldErrors)) {
          const message = fieldMessages[0];
          if (!message || field === 'form' || field === 'version') continue;
          if (field === 'file') setImageError(message);
          else form.setError(field as Path<Values>, { type: 'server', message });
        }
        setFormError(result.message);
        toast.error(messages.failure, { description: result.message });
      },
      () => {
        imageMissing();
        setFormError('Some fields need your attention: see the messages under them.');
      },
    );

  const onSubmit = submitWith(send, messages.success);
  const onSaveDraft = saveDraft ? submitWith(saveDraft, 'Draft saved') : undefined;

  return { onSubmit, onSaveDraft, formError, busy: form.formState.isSubmitting || leaving };
}
