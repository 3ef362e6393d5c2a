export declare const VIDEO_EMBED_HOSTS: readonly string[];
