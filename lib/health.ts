import type { Store } from '@/lib/store/store';

export const HEALTH_TIMEOUT_MS = 2_000;

export interface Health {
  status: 'ok' | 'unavailable';
  store: Store['kind'] | 'unknown';
  /** Why the instance cannot serve (never the driver's own message: that goes to the log). */
  message?: string;
}

/**
 * Whether this instance can serve: its store answers a query within `timeoutMs`. A load balancer
 * takes an instance out of rotation while this says `unavailable` (503) and back when it says `ok`.
 */
export async function checkHealth(openStore: () => Promise<Store>, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  let kind: Health['store'] = 'unknown';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([
      (async () => {
        const store = await openStore();
        kind = store.kind;
        await store.hasMark('health-check');
      })(),
      timeout,
    ]);
    return { status: 'ok', store: kind };
  } catch (error) {
    console.error(`Health check failed: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 'unavailable', store: kind, message: 'The database is not reachable right now.' };
  } finally {
    clearTimeout(timer);
  }
}
