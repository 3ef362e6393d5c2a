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
import { ImageField } from '../admin/forms/image-field';
import { QaRows } from '../admin/forms/qa-rows';
import { RichTextField } from '../admin/forms/rich-text-field';
import { SlugField } from '../admin/forms/slug-field';
import { TextField } from '../admin/forms/text-field';
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
}

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
  const form = useForm({ resolver: zodResolver(visaFieldsSchema), defaultValues: record?.values ?? { ...empty, authorId: authors.mine } });
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
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-6">
        {draft.offer && <DraftBanner savedAt={draft.offer.savedAt} onRestore={draft.restore} onDiscard={draft.discard} />}
        <div key={draft.restoreCount} className="space-y-6">
          <FormSection title="Visa details" description="What visitors see on the visa card and at the top of its page.">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField id="country" label="Country" required registration={register('country')} error={errors.country?.message} />
              <TextField id="title" label="Title" required registration={register('title')} error={errors.title?.message} />
            </div>
            <SlugField publicPrefix="/visa/" />
            <AuthorField authors={authors} />
            <TextField
              id="about"
              label="About"
              multiline
              registration={register('about')}
              error={errors.about?.message}
              hint="A short introduction (optional)."
            />
            <RichTextField name="description" label="Description" />
          </FormSection>

          <FormSection title="Image and alt text">
            <ImageField
              file={image}
              onFileChange={setImage}
              error={imageError}
              onError={setImageError}
              required={!record}
              currentUrl={record?.imageURL}
              currentAlt={record?.values.imageAlt}
            />
            <TextField
              id="imageAlt"
              label="Image alt"
              required
              registration={register('imageAlt')}
              error={errors.imageAlt?.message}
              hint="Describe the picture for people who cannot see it."
            />
          </FormSection>

          <FormSection title="Questions and FAQs">
            <QaRows
              name="questions"
              title="Questions"
              noun="question"
              richAnswer
              description="Longer answers shown on the visa page, with formatting."
            />
            <QaRows name="faqs" title="FAQs" noun="FAQ" richAnswer={false} description="Short questions and plain-text answers, shown as an accordion." />
          </FormSection>

          <FormSection title="Search engines" description="The page title, keywords and description search engines show.">
            <TextField id="metaTitle" label="Meta title" required registration={register('metaTitle')} error={errors.metaTitle?.message} />
            <TextField id="metaKeywords" label="Meta keywords" required registration={register('metaKeywords')} error={errors.metaKeywords?.message} />
            <TextField
              id="metaDescription"
              label="Meta description"
              required
              multiline
              registration={register('metaDescription')}
              error={errors.metaDescription?.message}
            />
          </FormSection>

          <FormSection title="Arabic" description="The page at /ar/visa/… shows these; a field left empty shows its English.">
            <div className="grid gap-5 sm:grid-cols-2" lang="ar" dir="rtl">
              <TextField id="countryAr" label="Arabic country" registration={register('countryAr')} error={errors.countryAr?.message} />
              <TextField id="titleAr" label="Arabic title" registration={register('titleAr')} error={errors.titleAr?.message} />
            </div>
            <div lang="ar" dir="rtl" className="space-y-6">
              <TextField id="aboutAr" label="Arabic about" multiline registration={register('aboutAr')} error={errors.aboutAr?.message} />
              <RichTextField name="descriptionAr" label="Arabic description" />
              <TextField id="imageAltAr" label="Arabic image alt" registration={register('imageAltAr')} error={errors.imageAltAr?.message} />
              <QaRows name="questionsAr" title="Arabic questions" noun="question" richAnswer description="The questions in Arabic." />
              <QaRows name="faqsAr" title="Arabic FAQs" noun="FAQ" richAnswer={false} description="The FAQs in Arabic." />
              <TextField id="metaTitleAr" label="Arabic meta title" registration={register('metaTitleAr')} error={errors.metaTitleAr?.message} />
              <TextField id="metaKeywordsAr" label="Arabic meta keywords" registration={register('metaKeywordsAr')} error={errors.metaKeywordsAr?.message} />
              <TextField id="metaDescriptionAr" label="Arabic meta description" multiline registration={register('metaDescriptionAr')} error={errors.metaDescriptionAr?.message} />
            </div>
          </FormSection>
        </div>

        <FormFooter formError={formError} busy={busy} submitLabel={record ? 'Publish' : 'Create visa'} cancelHref={visaKind.listHref} onSaveDraft={onSaveDraft} preview={previewFor(visaKind, target)} />
      </form>
    </FormProvider>
  );
}
