import { COUNTRY_PAGE_SLUGS } from '@/content/country-pages/slugs.mjs';
import { cacheTags } from '@/lib/data/cache-tags';
import type { Visa } from '@/lib/content/content-repository';
import type { VisaFields } from '@/lib/content/content-definition';
import { visaDefinition, visaFieldsSchema, visaPatchSchema } from '@/lib/content/content-definition';
import { defineContentService } from './content-service';

export const visaService = defineContentService<VisaFields, Visa>({
  kind: 'visa',
  label: 'visa',
  repository: (store) => store.visas,
  definition: visaDefinition,
  createSchema: visaFieldsSchema,
  patchSchema: visaPatchSchema,
  // The description and the questions' answers are rich text, and so are questions written as HTML
  // (the old editor's): the definition marks them, and parseContent sanitises them.
  // The finder's cards read every page's facts by slug: a rename or delete changes which they show.
  tags: (slug) => [cacheTags.visas, cacheTags.visa(slug), cacheTags.visaFacts],
  followers: {
    renamed: (store, from, to) => store.visaFacts.rename(from, to),
    deleted: (store, slug) => store.visaFacts.remove(slug),
  },
  path: (slug) => `/visa/${slug}`,
  // A stored visa shadows the country page of its slug (DESIGN.md, Routes): renamed, the page is back.
  shownWithout: (slug) => COUNTRY_PAGE_SLUGS.includes(slug),
});
