import { visaApi } from '@/lib/api/visa-api';

/** Public: one visa by slug or id, from the cache. */
export const GET = visaApi.publicDetail;
