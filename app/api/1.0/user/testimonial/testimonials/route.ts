import { visaApi } from '@/lib/api/visa-api';

/** Public: every stored visa, oldest first, from the cache. */
export const GET = visaApi.publicList;
