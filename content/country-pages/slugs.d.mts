export declare const COUNTRY_PAGE_SLUGS: readonly string[];
