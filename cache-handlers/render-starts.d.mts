/** See render-starts.mjs. */
export interface RenderStarts {
  begin(key: string): void;
  end(key: string): number | undefined;
}

export function createRenderStarts(options?: { now?: () => number; max?: number }): RenderStarts;
