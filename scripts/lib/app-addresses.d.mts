/** See app-addresses.mjs. */
export function appRoutes(appDir: string): { routes: string[]; areas: string[] };
export function publicFiles(publicDir: string): string[];
export function redirectSources(redirects: ReadonlyArray<{ source: string }>): string[];
export function renderModule(addresses: { routes: string[]; areas: string[]; redirects: string[]; files: string[] }): string;
