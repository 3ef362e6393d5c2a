// When Next began rendering each address it found nothing cached for, until it stores the
// render (cache-handlers/pages.mjs dates the entry from it). Next renders an address once at a
// time per process, so one time per key. A render that fails is never stored: its time is
// replaced by the next render's once it is older than any render takes, and dropped with the
// oldest once there are too many.

/** More addresses than are rendered at once on one instance, by far. */
const MAX_RENDERS = 1_000;
/** Longer than any page takes to render: a start older than this belongs to a render that failed. */
const ABANDONED_AFTER_MS = 60_000;

export function createRenderStarts({ now = () => Date.now(), max = MAX_RENDERS } = {}) {
  const starts = new Map(); // key -> ms since the epoch, oldest first

  return {
    /** Notes that a render of `key` begins now; a render under way keeps its earlier time. */
    begin(key) {
      const at = now();
      const under = starts.get(key);
      if (under !== undefined && at - under < ABANDONED_AFTER_MS) return;
      starts.delete(key);
      starts.set(key, at);
      if (starts.size > max) starts.delete(starts.keys().next().value);
    },
    /** The time the render of `key` began, forgotten once asked; undefined when none was noted. */
    end(key) {
      const at = starts.get(key);
      starts.delete(key);
      return at;
    },
  };
}
