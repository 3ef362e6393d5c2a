export declare const CONTENT_CHANGED: string;
