import { visaApi } from '@/lib/api/visa-api';

export const PUT = visaApi.update;
