import { redirectList } from '@/lib/api/redirect-calls';

/** Public: old addresses and where each leads now (server/redirects.mjs reads it). */
export const GET = redirectList;
