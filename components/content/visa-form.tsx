'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type VisaFieldsInput, visaFieldsSchema } from '@/lib/content/content-definition';
import { emptyValuesOf } from '@/lib/validation/content-shape';
import { visaKind } from './content-kinds';
import type { ContentTarget } from './content-target';
import { everyField } from '../admin/forms/every-field';
import { FormSection } from '../admin/forms/form-section';
import { QaRows, EMPTY_QA } from '../admin/forms/qa-rows';
import { BilingualRichText, BilingualText } from '../admin/forms/bilingual';
import { pairRows } from '../admin/forms/field-rows';
import { SlugField } from '../admin/forms/slug-field';
import { ImageSection } from './image-section';
import { RecordFormFrame } from './record-form-frame';
import { type ContentFormRecord, useRecordForm } from './use-record-form';
import type { AuthorChoices } from '@/lib/staff/author-choices';
import { AuthorField } from './author-field';

/** A stored visa as the edit form starts from it. */
export type VisaFormRecord = ContentFormRecord<VisaFieldsInput>;

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

/**
 * Add a visa (no record) or edit one: the spec's fields, checked with the schema the server uses.
 * `target` says what saving writes to: a new record, the published record, or a draft; each
 * form offers "Save as draft" beside publishing.
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
  // Checked on submit, then as fields change: a newly added FAQ row does not open with errors.
  const form = useForm({ resolver: zodResolver(visaFieldsSchema), defaultValues: pairRows(record?.values ?? { ...empty, authorId: authors.mine }, ROW_PAIRS) });
  const state = useRecordForm({ form, kind: visaKind, record, target, arabicRows: ARABIC_ROWS });

  return (
    <RecordFormFrame state={state} kind={visaKind} record={record} target={target} submitLabel={record ? 'Publish' : 'Create visa'}>
      <FormSection title="Visa details" description="What visitors see on the visa card and at the top of its page.">
        <BilingualText name="country" label="Country" required />
        <BilingualText name="title" label="Title" required />
        <SlugField publicPrefix="/visa/" />
        <AuthorField authors={authors} />
        <BilingualText name="about" label="About" multiline hint="A short introduction (optional)." />
        <BilingualRichText name="description" label="Description" />
      </FormSection>

      <ImageSection {...state.imageField} />

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
    </RecordFormFrame>
  );
}
