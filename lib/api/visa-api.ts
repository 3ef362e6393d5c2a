import 'server-only';
import { getVisaByKey, getVisaRecords } from '@/lib/data/visa-records';
import { visaService } from '@/lib/services/visa-service';
import { contentApi } from './content-api';

/** /api/1.0/{user,admin}/testimonial/...: the old API calls visas "testimonials". */
export const visaApi = contentApi({
  noun: 'Visa',
  label: 'visa',
  service: visaService,
  publicList: getVisaRecords,
  publicFind: getVisaByKey,
  createFields: {
    text: ['country', 'title', 'slug', 'description', 'metaTitle', 'metaKeywords', 'metaDescription', 'imageAlt', 'about'],
    json: ['questions', 'faqs'],
  },
});
