import 'server-only';
import { getVisaByKey } from '@/lib/data/visa-records';
import { visaService } from '@/lib/services/visa-service';
import { visaFieldsSchema } from '@/lib/validation/content';
import { contentApi } from './content-api';
import { createFieldsOf } from './content-input';
import { OLD_CLIENT_DEFAULTS } from './old-client-input';
import { getPublicVisaRecords, withVisaFacts } from './visa-facts-record';

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
