/** See reserved-paths.mjs. */
export const RECORD_ROUTES: readonly string[];
export function routeAnswering(path: string): string | null;
export function isPublicFile(path: string): boolean;
export function isReservedPath(path: string): boolean;
