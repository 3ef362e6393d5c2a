'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type BlogFieldsInput, blogFieldsSchema } from '@/lib/content/content-definition';
import { emptyValuesOf } from '@/lib/validation/content-shape';
import { blogKind } from './content-kinds';
import type { ContentTarget } from './content-target';
import { everyField } from '../admin/forms/every-field';
import { FormSection } from '../admin/forms/form-section';
import { EMPTY_QA, QaRows } from '../admin/forms/qa-rows';
import { BilingualRichText, BilingualText } from '../admin/forms/bilingual';
import { pairRows } from '../admin/forms/field-rows';
import { SlugField } from '../admin/forms/slug-field';
import { ImageSection } from './image-section';
import { RecordFormFrame } from './record-form-frame';
import { type ContentFormRecord, useRecordForm } from './use-record-form';
import type { AuthorChoices } from '@/lib/staff/author-choices';
import { AuthorField } from './author-field';

/** A stored blog post as the edit form starts from it. */
export type BlogFormRecord = ContentFormRecord<BlogFieldsInput>;

/** The lists shown row by row with their Arabic. */
const ROW_PAIRS = [['faqs', 'faqsAr', EMPTY_QA]] as const;
const ARABIC_ROWS = ROW_PAIRS.map(([, arabic]) => arabic);

/** The inputs below, in their order; the compiler checks that they cover the definition. */
export const BLOG_FORM_FIELDS = everyField<BlogFieldsInput>()([
  'title',
  'slug',
  'description',
  'imageAlt',
  'faqs',
  'metaTitle',
  'metaDescription',
  'authorId',
  'titleAr',
  'descriptionAr',
  'imageAltAr',
  'faqsAr',
  'metaTitleAr',
  'metaDescriptionAr',
]);

/** Every field empty, as the definition lists them. */
const empty = emptyValuesOf(blogFieldsSchema);

/**
 * Add a blog post (no record) or edit one. A failed create stays on this form with everything
 * typed (spec 4 sends the old form to the list either way; losing an admin's work is a bug).
 * `target` says what saving writes to: a new record, the published record, or a draft; each
 * form offers "Save as draft" beside publishing.
 */
export function BlogForm({
  record,
  authors,
  target = record ? { type: 'record', slug: record.slug } : { type: 'new' },
}: {
  record?: BlogFormRecord;
  /** Who may be named as the author; a new record starts with the signed-in person. */
  authors: AuthorChoices;
  target?: ContentTarget;
}) {
  // Checked on submit, then as fields change: a newly added FAQ row does not open with errors.
  const form = useForm({ resolver: zodResolver(blogFieldsSchema), defaultValues: pairRows(record?.values ?? { ...empty, authorId: authors.mine }, ROW_PAIRS) });
  const state = useRecordForm({ form, kind: blogKind, record, target, arabicRows: ARABIC_ROWS });

  return (
    <RecordFormFrame state={state} kind={blogKind} record={record} target={target} submitLabel={record ? 'Publish' : 'Create blog'}>
      <FormSection title="Post" description="The title, address and body of the post.">
        <BilingualText name="title" label="Title" required />
        <SlugField publicPrefix="/blogs/" />
        <AuthorField authors={authors} />
        <BilingualRichText name="description" label="Description" hint="Headings 2 to 6 become the post's table of contents." />
      </FormSection>

      <ImageSection {...state.imageField} />

      <FormSection title="FAQs">
        <QaRows
          name="faqs"
          withArabic
          title="FAQs"
          noun="FAQ"
          richAnswer={false}
          description="Questions and plain-text answers shown under the post. The Arabic page shows the Arabic rows; an empty one is left out."
        />
      </FormSection>

      <FormSection title="Search engines" description="The page title and description search engines show.">
        <BilingualText name="metaTitle" label="Meta title" required />
        <BilingualText name="metaDescription" label="Meta description" required multiline />
      </FormSection>
    </RecordFormFrame>
  );
}
