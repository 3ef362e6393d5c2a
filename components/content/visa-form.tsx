'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { type VisaFieldsInput, visaFieldsSchema } from '@/lib/content/content-definition';
import { emptyValuesOf } from '@/lib/validation/content-shape';
import { visaKind } from './content-kinds';
import { type ContentTarget, previewFor, sendersFor } from './content-target';
import { DraftBanner } from '../admin/forms/draft-banner';
import { everyField } from '../admin/forms/every-field';
import { FormFooter } from '../admin/forms/form-footer';
import { formMessages } from '../admin/forms/form-messages';
import { FormSection } from '../admin/forms/form-section';
import { QaRows, EMPTY_QA } from '../admin/forms/qa-rows';
import { BilingualRichText, BilingualText, TranslationSource } from '../admin/forms/bilingual';
import { ArabicIntro } from '../admin/forms/bilingual-layout';
import { pairRows } from '../admin/forms/field-rows';
import { SlugField } from '../admin/forms/slug-field';
import type { TranslatedFrom } from '@/lib/i18n/translatable';
import { ImageSection } from './image-section';
import { useContentSubmit } from './use-content-submit';
import { useFormDraft } from '../admin/forms/use-form-draft';
import type { AuthorChoices } from '@/lib/staff/author-choices';
import { AuthorField } from './author-field';

/** A stored visa as the edit form starts from it. */
export interface VisaFormRecord {
  slug: string;
  version: number;
  imageURL: string;
  values: Required<VisaFieldsInput>;
  /** Per Arabic field, the English it was translated from (lib/i18n/translatable.ts). */
  translatedFrom?: TranslatedFrom;
}

/** The lists shown row by row with their Arabic. */
const ROW_PAIRS = [
  ['questions', 'questionsAr', EMPTY_QA],
  ['faqs', 'faqsAr', EMPTY_QA],
] as const;
const ARABIC_ROWS = ROW_PAIRS.map(([, arabic]) => arabic);

/** The inputs below, in their order; the compiler checks that they cover the definition. */
export const VISA_FORM_FIELDS = everyField<VisaFieldsInput>()([
  'country',
  'title',
  'slug',
  'about',
  'description',
  'imageAlt',
  'questions',
  'faqs',
  'metaTitle',
  'metaKeywords',
  'metaDescription',
  'authorId',
  'countryAr',
  'titleAr',
  'aboutAr',
  'descriptionAr',
  'imageAltAr',
  'questionsAr',
  'faqsAr',
  'metaTitleAr',
  'metaKeywordsAr',
  'metaDescriptionAr',
]);

/** Every field empty, as the definition lists them. */
const empty = emptyValuesOf(visaFieldsSchema);

/** Add a visa (no record) or edit one: the spec's fields, checked with the schema the server uses. */
/**
 * `target` says what saving writes to: a new record, the published record, or a draft;
 * each form offers "Save as draft" beside publishing.
 */
export function VisaForm({
  record,
  authors,
  target = record ? { type: 'record', slug: record.slug } : { type: 'new' },
}: {
  record?: VisaFormRecord;
  /** Who may be named as the author; a new record starts with the signed-in person. */
  authors: AuthorChoices;
  target?: ContentTarget;
}) {
  const mode = record ? 'edit' : 'create';
  const senders = sendersFor('visa', target);
  // Checked on submit, then as fields change: a newly added FAQ row does not open with errors.
  const form = useForm({ resolver: zodResolver(visaFieldsSchema), defaultValues: pairRows(record?.values ?? { ...empty, authorId: authors.mine }, ROW_PAIRS) });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const draft = useFormDraft(form, record ? `visa:${target.type === 'draft' ? `draft-${target.id}` : record.slug}:v${record.version}` : 'visa:new');
  const { onSubmit, onSaveDraft, formError, busy } = useContentSubmit({
    form,
    messages: formMessages.visa[mode],
    send: senders.publish,
    saveDraft: senders.saveDraft,
    listHref: visaKind.listHref,
    image,
    setImageError,
    imageRequired: !record,
    version: record?.version,
    onSaved: draft.clear,
    arabicRows: ARABIC_ROWS,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-6">
        {draft.offer && <DraftBanner savedAt={draft.offer.savedAt} onRestore={draft.restore} onDiscard={draft.discard} />}
        <TranslationSource values={record?.values ?? null} translatedFrom={record?.translatedFrom}>
          <div key={draft.restoreCount} className="space-y-6">
            <ArabicIntro page={`/ar/visa/${record?.slug || '…'}`} />
            <FormSection title="Visa details" description="What visitors see on the visa card and at the top of its page.">
              <BilingualText name="country" label="Country" required />
              <BilingualText name="title" label="Title" required />
              <SlugField publicPrefix="/visa/" />
              <AuthorField authors={authors} />
              <BilingualText name="about" label="About" multiline hint="A short introduction (optional)." />
              <BilingualRichText name="description" label="Description" />
            </FormSection>

            <ImageSection
              file={image}
              onFileChange={setImage}
              error={imageError}
              onError={setImageError}
              required={!record}
              currentUrl={record?.imageURL}
              currentAlt={record?.values.imageAlt}
            />

            <FormSection title="Questions and FAQs">
              <QaRows
                name="questions"
                withArabic
                title="Questions"
                noun="question"
                richAnswer
                description="Longer answers shown on the visa page, with formatting. The Arabic page shows the Arabic rows; an empty one is left out."
              />
              <QaRows
                name="faqs"
                withArabic
                title="FAQs"
                noun="FAQ"
                richAnswer={false}
                description="Short questions and plain-text answers, shown as an accordion. The Arabic page shows the Arabic rows; an empty one is left out."
              />
            </FormSection>

            <FormSection title="Search engines" description="The page title, keywords and description search engines show.">
              <BilingualText name="metaTitle" label="Meta title" required />
              <BilingualText name="metaKeywords" label="Meta keywords" required />
              <BilingualText name="metaDescription" label="Meta description" required multiline />
            </FormSection>
          </div>
        </TranslationSource>

        <FormFooter formError={formError} busy={busy} submitLabel={record ? 'Publish' : 'Create visa'} cancelHref={visaKind.listHref} onSaveDraft={onSaveDraft} preview={previewFor(visaKind, target)} />
      </form>
    </FormProvider>
  );
}
