import { cacheTags } from '@/lib/data/cache-tags';
import { sanitizeQuestion } from '@/lib/rich-text/question';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import type { Visa, VisaFields } from '@/lib/store/types';
import { visaFieldsSchema, visaPatchSchema } from '@/lib/validation/content';
import { defineContentService } from './content-service';

export const visaService = defineContentService<VisaFields, Visa>({
  label: 'visa',
  repository: (store) => store.visas,
  createSchema: visaFieldsSchema,
  patchSchema: visaPatchSchema,
  // The description and the questions' answers are rich text, and so are questions written as HTML
  // (the old editor's); FAQ answers are plain text.
  sanitize: (fields) => ({
    ...fields,
    ...(fields.description !== undefined && { description: sanitizeRichText(fields.description) }),
    ...(fields.questions !== undefined && {
      questions: fields.questions.map((row) => ({ question: sanitizeQuestion(row.question), answer: sanitizeRichText(row.answer) })),
    }),
  }),
  tags: (slug) => [cacheTags.visas, cacheTags.visa(slug)],
});
