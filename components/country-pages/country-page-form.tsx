'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { type CountryPageFields, countryPageDefinition, METHOD_LABELS, PARTNER_IMAGES, stepNumber } from '@/lib/country-pages/country-page-definition';
import { countryPageKind } from '../content/content-kinds';
import { type ContentTarget, previewFor, sendersFor } from '../content/content-target';
import { FieldRows, type RowColumn } from '../admin/forms/field-rows';
import { FormFooter } from '../admin/forms/form-footer';
import { FormSection } from '../admin/forms/form-section';
import { SectionList } from '../admin/forms/section-list';
import { EMPTY_QA, QaRows } from '../admin/forms/qa-rows';
import { BilingualRichText, BilingualText, GroupTranslationNote, TranslationSource } from '../admin/forms/bilingual';
import { ArabicIntro } from '../admin/forms/bilingual-layout';
import { pairRows } from '../admin/forms/field-rows';
import { useContentSubmit } from '../content/use-content-submit';

/** A stored country page as its form starts from it. */
export interface CountryPageFormRecord {
  slug: string;
  version: number;
  values: CountryPageFields;
}

const MESSAGES = { success: 'Country page updated successfully', failure: 'Failed to update the country page.' };

/** A step's number is its place in the list: no input for it. */
const STEP_COLUMNS: readonly RowColumn[] = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', kind: 'textarea' },
];
const PARAGRAPH_COLUMNS: readonly RowColumn[] = [{ name: 'text', kind: 'textarea' }];
const PARTNER_COLUMNS: readonly RowColumn[] = [
  { name: 'logo', label: 'Logo', kind: 'select', options: PARTNER_IMAGES.map((image) => ({ value: image, label: image.replace('/images/partners/', '') })) },
  { name: 'name', label: 'Name' },
];

const EMPTY_STEP = { title: '', description: '' };
const EMPTY_PARAGRAPH = { text: '' };

/** The lists shown row by row with their Arabic. */
const ROW_PAIRS = [
  ['documentParagraphs', 'documentParagraphsAr', EMPTY_PARAGRAPH],
  ['documentSteps', 'documentStepsAr', EMPTY_STEP],
  ['whyChooseUsParagraphs', 'whyChooseUsParagraphsAr', EMPTY_PARAGRAPH],
  ['faqs', 'faqsAr', EMPTY_QA],
] as const;
const ARABIC_ROWS = ROW_PAIRS.map(([, arabic]) => arabic);

/** The form's sections in their order: the section list links to them by these ids. */
const SECTIONS = {
  intro: { id: 'section-intro', title: 'Intro' },
  essentials: { id: 'section-essentials', title: 'Essentials' },
  documents: { id: 'section-documents', title: 'Documents required' },
  apply: { id: 'section-apply', title: 'How to apply' },
  howItWorks: { id: 'section-how-it-works', title: 'How it works' },
  whyUs: { id: 'section-why-us', title: 'Why choose us' },
  partners: { id: 'section-partners', title: 'Partners' },
  faqs: { id: 'section-faqs', title: 'FAQs' },
  testimonial: { id: 'section-testimonial', title: 'Testimonial quote' },
  meta: { id: 'section-meta', title: 'Meta' },
} as const;

/**
 * The edit form of a country page, in the page's sections. Checked with the definition the server
 * parses with; the address, the order and the hero image are not here (they are fixed). `target`
 * says what it edits: the published page, or its draft; both offer "Save as draft"
 * beside "Publish".
 */
export function CountryPageForm({ record, target = { type: 'record', slug: record.slug } }: { record: CountryPageFormRecord; target?: ContentTarget }) {
  const form = useForm({ resolver: zodResolver(countryPageDefinition), defaultValues: pairRows(record.values, ROW_PAIRS) });
  const senders = sendersFor('country', target);
  const { onSubmit, onSaveDraft, formError, busy } = useContentSubmit({
    form,
    messages: MESSAGES,
    send: senders.publish,
    saveDraft: senders.saveDraft,
    listHref: countryPageKind.listHref,
    image: null,
    setImageError: () => undefined,
    imageRequired: false,
    version: record.version,
    arabicRows: ARABIC_ROWS,
  });
  const text = (name: string, label: string, options: { multiline?: boolean; hint?: string; arabic?: string } = {}) => (
    <BilingualText name={name} arabic={options.arabic} label={label} required multiline={options.multiline} hint={options.hint} />
  );

  return (
    <FormProvider {...form}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[11rem_minmax(0,1fr)]">
        <SectionList sections={Object.values(SECTIONS)} />
        <form onSubmit={onSubmit} noValidate aria-busy={busy} className="min-w-0 space-y-6">
          <TranslationSource values={record.values} translatedFrom={record.values.translatedFrom}>
            <ArabicIntro page={`/ar/visa/${record.slug}`} />
            <FormSection {...SECTIONS.intro} description={`The top of the page at /visa/${record.slug}, and its card in the visa lists.`}>
              {text('country', 'Country')}
              {text('title', 'Title')}
              {text('subtitle', 'Subtitle', { hint: 'The line above the title.' })}
              {text('heroImageAlt', 'Image alt', { hint: 'Describe the picture at the top for people who cannot see it.' })}
              <BilingualRichText name="intro" label="Intro" hint="The paragraphs under the title." />
              <BilingualRichText name="about" label="Body" hint="What the visa is and who needs it, after the essentials." />
            </FormSection>

            <FormSection {...SECTIONS.essentials} description="The heading and the four facts at the top of the main column.">
              {text('essentialsHeading', 'Essentials heading')}
              <GroupTranslationNote field="essentials" />
              {METHOD_LABELS.map((label, index) => (
                <div key={label}>{text(`essentials.${index}`, label, { arabic: `essentialsAr.${index}` })}</div>
              ))}
            </FormSection>

            <FormSection {...SECTIONS.documents}>
              <BilingualRichText name="documentsRequired" label="Documents required" hint="The list of documents; add an item with Enter at the end of the list." />
              <FieldRows
                name="documentParagraphs"
                arabic="documentParagraphsAr"
                title="Paragraphs"
                noun="paragraph"
                description="Shown under the documents list."
                columns={PARAGRAPH_COLUMNS}
                empty={EMPTY_PARAGRAPH}
              />
              <FieldRows
                name="documentSteps"
                arabic="documentStepsAr"
                title="Your documents, step by step"
                noun="document step"
                description="The public page’s “How it works” steps, numbered in this order."
                columns={STEP_COLUMNS}
                empty={EMPTY_STEP}
              />
            </FormSection>

            <FormSection {...SECTIONS.apply}>
              <BilingualRichText name="applicationProcess" label="Application process" hint="The steps of an application." />
              <BilingualRichText name="howWeHelp" label="How we help" />
              {text('speedUp', 'Speed up your application', { multiline: true, hint: 'A tip box under the application steps.' })}
            </FormSection>

            <FormSection {...SECTIONS.howItWorks} description="Always three steps, numbered 1 to 3 in this order; the public page shows them only while there are no document steps.">
              <GroupTranslationNote field="howItWorks" />
              {[0, 1, 2].map((index) => (
                <fieldset key={index} className="space-y-5 rounded-xl border border-navy-900/10 bg-mist-50/70 p-4">
                  <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-navy-900">
                    <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-gold-500 text-navy-950">
                      {stepNumber(index)}
                    </span>
                    Step {stepNumber(index)}
                  </legend>
                  {text(`howItWorks.${index}.title`, `Step ${index + 1} title`, { arabic: `howItWorksAr.${index}.title` })}
                  {text(`howItWorks.${index}.description`, `Step ${index + 1} description`, { multiline: true, arabic: `howItWorksAr.${index}.description` })}
                </fieldset>
              ))}
            </FormSection>

            <FormSection {...SECTIONS.whyUs}>
              {text('whyChooseUsHeading', 'Why choose us heading')}
              <FieldRows
                name="whyChooseUsParagraphs"
                arabic="whyChooseUsParagraphsAr"
                title="Paragraphs"
                noun="why-choose-us paragraph"
                description="Shown under the heading."
                columns={PARAGRAPH_COLUMNS}
                empty={EMPTY_PARAGRAPH}
              />
            </FormSection>

            <FormSection {...SECTIONS.partners} description="The logos under “Where your application goes”: one of the site’s partner images each. Their names are brands, the same in Arabic.">
              <FieldRows name="partners" title="Partners" noun="partner" description="In the order they show." columns={PARTNER_COLUMNS} empty={{ logo: PARTNER_IMAGES[0], name: '' }} />
            </FormSection>

            <FormSection {...SECTIONS.faqs}>
              <QaRows name="faqs" withArabic title="FAQs" noun="FAQ" richAnswer={false} description="Short questions and plain-text answers, shown as an accordion." />
            </FormSection>

            <FormSection {...SECTIONS.testimonial}>
              {text('testimonialQuote', 'Quote', { multiline: true })}
              {text('testimonialAuthor', 'Author')}
              {text('testimonialPlace', 'Place')}
            </FormSection>

            <FormSection {...SECTIONS.meta} description="The page title and description search engines show.">
              {text('metaTitle', 'Meta title')}
              {text('metaDescription', 'Meta description', { multiline: true })}
            </FormSection>
          </TranslationSource>

          <FormFooter formError={formError} busy={busy} submitLabel="Publish" cancelHref={countryPageKind.listHref} onSaveDraft={onSaveDraft} preview={previewFor(countryPageKind, target)} />
        </form>
      </div>
    </FormProvider>
  );
}
