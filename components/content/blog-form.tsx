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
import { ImageField } from '../admin/forms/image-field';
import { QaRows } from '../admin/forms/qa-rows';
import { RichTextField } from '../admin/forms/rich-text-field';
import { SlugField } from '../admin/forms/slug-field';
import { TextField } from '../admin/forms/text-field';
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
}

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
  const form = useForm({ resolver: zodResolver(blogFieldsSchema), defaultValues: record?.values ?? { ...empty, authorId: authors.mine } });
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
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-6">
        {draft.offer && <DraftBanner savedAt={draft.offer.savedAt} onRestore={draft.restore} onDiscard={draft.discard} />}
        <div key={draft.restoreCount} className="space-y-6">
          <FormSection title="Post" description="The title, address and body of the post.">
            <TextField id="title" label="Title" required registration={register('title')} error={errors.title?.message} />
            <SlugField publicPrefix="/blogs/" />
            <AuthorField authors={authors} />
            <RichTextField name="description" label="Description" hint="Headings 2 to 6 become the post's table of contents." />
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

          <FormSection title="FAQs">
            <QaRows name="faqs" title="FAQs" noun="FAQ" richAnswer={false} description="Questions and plain-text answers shown under the post." />
          </FormSection>

          <FormSection title="Search engines" description="The page title and description search engines show.">
            <TextField id="metaTitle" label="Meta title" required registration={register('metaTitle')} error={errors.metaTitle?.message} />
            <TextField
              id="metaDescription"
              label="Meta description"
              required
              multiline
              registration={register('metaDescription')}
              error={errors.metaDescription?.message}
            />
          </FormSection>

          <FormSection title="Arabic" description="The page at /ar/blogs/… shows these; a field left empty shows its English.">
            <div lang="ar" dir="rtl" className="space-y-6">
              <TextField id="titleAr" label="Arabic title" registration={register('titleAr')} error={errors.titleAr?.message} />
              <RichTextField name="descriptionAr" label="Arabic description" />
              <TextField id="imageAltAr" label="Arabic image alt" registration={register('imageAltAr')} error={errors.imageAltAr?.message} />
              <QaRows name="faqsAr" title="Arabic FAQs" noun="FAQ" richAnswer={false} description="The FAQs in Arabic." />
              <TextField id="metaTitleAr" label="Arabic meta title" registration={register('metaTitleAr')} error={errors.metaTitleAr?.message} />
              <TextField id="metaDescriptionAr" label="Arabic meta description" multiline registration={register('metaDescriptionAr')} error={errors.metaDescriptionAr?.message} />
            </div>
          </FormSection>
        </div>

        <FormFooter formError={formError} busy={busy} submitLabel={record ? 'Publish' : 'Create blog'} cancelHref={blogKind.listHref} onSaveDraft={onSaveDraft} preview={previewFor(blogKind, target)} />
      </form>
    </FormProvider>
  );
}
