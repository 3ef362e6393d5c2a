export declare const LOCALE_LIST: readonly ['en', 'ar'];
