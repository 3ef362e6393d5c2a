import { unknownApiPath } from '@/lib/api/unknown-path';

/** Any other /api/1.0 path: a JSON 404 in the API's shape, not the HTML not-found page. */
export const GET = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
