'use client';

import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { TranslatedFrom } from '@/lib/i18n/translatable';
import { formMessages } from '../admin/forms/form-messages';
import type { ImageFieldProps } from '../admin/forms/image-field';
import { useFormDraft } from '../admin/forms/use-form-draft';
import type { ContentKind } from './content-kinds';
import { type ContentTarget, sendersFor } from './content-target';
import { useContentSubmit } from './use-content-submit';

/** A stored visa or blog post as its edit form starts from it. */
export interface ContentFormRecord<Values> {
  slug: string;
  version: number;
  imageURL: string;
  values: Required<Values>;
  /** Per Arabic field, the English it was translated from (lib/i18n/translatable.ts). */
  translatedFrom?: TranslatedFrom;
}

/**
 * What the add and edit forms of visas and blog posts share around their fields: the image
 * chosen, the copy of the form kept in the browser until it is saved, and the sending to the
 * publish or save-as-draft action of `target`.
 */
export function useRecordForm<Values extends FieldValues, Output extends FieldValues>({
  form,
  kind,
  record,
  target,
  arabicRows,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  kind: ContentKind;
  record: ContentFormRecord<{ imageAlt?: string }> | undefined;
  target: ContentTarget;
  /** The Arabic lists the form shows row by row beside the English. */
  arabicRows: readonly string[];
}) {
  const senders = sendersFor(kind.kind, target);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  // A draft's copy and a record's are kept apart, and a copy of an older version is not offered.
  const draft = useFormDraft(form, record ? `${kind.kind}:${target.type === 'draft' ? `draft-${target.id}` : record.slug}:v${record.version}` : `${kind.kind}:new`);
  const submit = useContentSubmit({
    form,
    messages: formMessages[kind.kind][record ? 'edit' : 'create'],
    send: senders.publish,
    saveDraft: senders.saveDraft,
    listHref: kind.listHref,
    image,
    setImageError,
    imageRequired: !record,
    version: record?.version,
    onSaved: draft.clear,
    arabicRows,
  });
  const imageField: ImageFieldProps = {
    file: image,
    onFileChange: setImage,
    error: imageError,
    onError: setImageError,
    required: !record,
    currentUrl: record?.imageURL,
    currentAlt: record?.values.imageAlt,
  };
  return { form, draft, imageField, ...submit };
}

export type RecordFormState<Values extends FieldValues, Output extends FieldValues> = ReturnType<typeof useRecordForm<Values, Output>>;
