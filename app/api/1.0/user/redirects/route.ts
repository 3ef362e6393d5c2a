import { redirectList } from '@/lib/api/redirect-calls';

/** Public: old addresses and where each leads now (the same list proxy.ts answers with 301s). */
export const GET = redirectList;
