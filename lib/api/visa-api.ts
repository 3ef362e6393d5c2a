import 'server-only';
import { getVisaByKey } from '@/lib/content/visa-records';
import { visaService } from '@/lib/content/visa-service';
import { visaFieldsSchema } from '@/lib/content/content-definition';
import { contentApi } from './content-api';
import { createFieldsOf } from './content-input';
import { OLD_CLIENT_DEFAULTS } from './old-client-input';
import { getPublicVisaRecords, withVisaFacts } from '../visa-facts/visa-facts-record';

/** /api/1.0/{user,admin}/testimonial/...: the old API calls visas "testimonials". */
export const visaApi = contentApi({
  noun: 'Visa',
  label: 'visa',
  service: visaService,
  publicList: getPublicVisaRecords,
  publicFind: getVisaByKey,
  createFields: createFieldsOf(visaFieldsSchema),
  oldClientDefaults: OLD_CLIENT_DEFAULTS.visa,
  decorate: withVisaFacts,
});
