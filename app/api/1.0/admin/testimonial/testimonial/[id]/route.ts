import { visaApi } from '@/lib/api/visa-api';

export const GET = visaApi.adminDetail;
