'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { type BlogFieldsInput, blogFieldsSchema } from '@/lib/content/content-definition';
import { emptyValuesOf } from '@/lib/validation/content-shape';
import { blogKind } from './content-kinds';
import { type ContentTarget, previewFor, sendersFor } from './content-target';
import { DraftBanner } from '../admin/forms/draft-banner';
import { everyField } from '../admin/forms/every-field';
import { FormFooter } from '../admin/forms/form-footer';
import { formMessages } from '../admin/forms/form-messages';
import { FormSection } from '../admin/forms/form-section';
import { EMPTY_QA, QaRows } from '../admin/forms/qa-rows';
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

/** A stored blog post as the edit form starts from it. */
export interface BlogFormRecord {
  slug: string;
  version: number;
  imageURL: string;
  values: Required<BlogFieldsInput>;
  /** Per Arabic field, the English it was translated from (lib/i18n/translatable.ts). */
  translatedFrom?: TranslatedFrom;
}

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
 */
/**
 * `target` says what saving writes to: a new record, the published record, or a draft;
 * each form offers "Save as draft" beside publishing.
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
  const mode = record ? 'edit' : 'create';
  const senders = sendersFor('blog', target);
  // Checked on submit, then as fields change: a newly added FAQ row does not open with errors.
  const form = useForm({ resolver: zodResolver(blogFieldsSchema), defaultValues: pairRows(record?.values ?? { ...empty, authorId: authors.mine }, ROW_PAIRS) });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const draft = useFormDraft(form, record ? `blog:${target.type === 'draft' ? `draft-${target.id}` : record.slug}:v${record.version}` : 'blog:new');
  const { onSubmit, onSaveDraft, formError, busy } = useContentSubmit({
    form,
    messages: formMessages.blog[mode],
    send: senders.publish,
    saveDraft: senders.saveDraft,
    listHref: blogKind.listHref,
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
            <ArabicIntro page={`/ar/blogs/${record?.slug || '…'}`} />
            <FormSection title="Post" description="The title, address and body of the post.">
              <BilingualText name="title" label="Title" required />
              <SlugField publicPrefix="/blogs/" />
              <AuthorField authors={authors} />
              <BilingualRichText name="description" label="Description" hint="Headings 2 to 6 become the post's table of contents." />
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
          </div>
        </TranslationSource>

        <FormFooter formError={formError} busy={busy} submitLabel={record ? 'Publish' : 'Create blog'} cancelHref={blogKind.listHref} onSaveDraft={onSaveDraft} preview={previewFor(blogKind, target)} />
      </form>
    </FormProvider>
  );
}
