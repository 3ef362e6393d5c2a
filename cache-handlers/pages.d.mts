/** See pages.mjs: Next's file-system page cache, as next.config.mjs hands it to Next. */
export default class SharedTagsFileSystemCache {
  constructor(ctx: {
    fs: unknown;
    serverDistDir: string;
    flushToDisk?: boolean;
    maxMemoryCacheSize?: number;
    revalidatedTags: string[];
  });
  get(key: string, ctx: Record<string, unknown>): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
