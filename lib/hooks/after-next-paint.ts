/**
 * Runs `work` once the browser has painted the frame after the current event. A press whose
 * handler only schedules its work this way is answered on screen at once (the interaction's
 * latency ends at that paint), and the work follows in a task of its own a frame later.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * A press handler that starts fetching a lazily loaded module once the press has been painted:
 * the first import of a chunk costs a few milliseconds of script, which would otherwise hold the
 * press's paint back on a slow phone.
 */
export const preloadAfterPaint = (load: () => Promise<unknown>) => () => afterNextPaint(() => void load().catch(() => undefined));
