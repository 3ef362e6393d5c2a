'use client';

import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { localizedPath } from '@/lib/i18n/paths';
import { TranslationSource } from '../admin/forms/bilingual';
import { ArabicIntro } from '../admin/forms/bilingual-layout';
import { DraftBanner } from '../admin/forms/draft-banner';
import { FormFooter } from '../admin/forms/form-footer';
import type { ContentKind } from './content-kinds';
import { type ContentTarget, previewFor } from './content-target';
import type { ContentFormRecord, RecordFormState } from './use-record-form';

/**
 * The add or edit form of a visa or a blog post around its sections: the offer to restore a copy
 * kept in the browser, the note on the Arabic page, and the footer with publish, save as draft,
 * preview and cancel. A restored copy remounts the sections, so every field shows it.
 */
export function RecordFormFrame<Values extends FieldValues, Output extends FieldValues>({
  state,
  kind,
  record,
  target,
  submitLabel,
  children,
}: {
  state: RecordFormState<Values, Output>;
  kind: ContentKind;
  record: ContentFormRecord<Record<string, unknown>> | undefined;
  target: ContentTarget;
  submitLabel: string;
  children: ReactNode;
}) {
  const { form, draft, onSubmit, onSaveDraft, formError, busy } = state;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-6">
        {draft.offer && <DraftBanner savedAt={draft.offer.savedAt} onRestore={draft.restore} onDiscard={draft.discard} />}
        <TranslationSource values={record?.values ?? null} translatedFrom={record?.translatedFrom}>
          <div key={draft.restoreCount} className="space-y-6">
            <ArabicIntro page={localizedPath(kind.publicPath(record?.slug || '…'), 'ar')} />
            {children}
          </div>
        </TranslationSource>

        <FormFooter formError={formError} busy={busy} submitLabel={submitLabel} cancelHref={kind.listHref} onSaveDraft={onSaveDraft} preview={previewFor(kind, target)} />
      </form>
    </FormProvider>
  );
}
