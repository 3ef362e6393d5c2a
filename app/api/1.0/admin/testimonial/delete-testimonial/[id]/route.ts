import { visaApi } from '@/lib/api/visa-api';

export const DELETE = visaApi.remove;
