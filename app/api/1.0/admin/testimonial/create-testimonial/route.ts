import { visaApi } from '@/lib/api/visa-api';

export const POST = visaApi.create;
