export declare const CACHE_TAG_SOURCE: unique symbol;
