export declare function contentSecurityPolicy(options: { siteUrl: string; isDev?: boolean; scriptHashes?: readonly string[] }): string;
export declare function securityHeaders(options: { siteUrl: string; isDev?: boolean }): { key: string; value: string }[];
