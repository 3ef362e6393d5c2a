import type { Env } from '@/lib/config/env-schema';
import { getStore } from '@/lib/store';
import { ensureSeeded } from './ensure-seeded';

type Log = (message: string) => void;

export const SEED_RETRY_MS = 5_000;

/**
 * Seeds the store as the server starts. A store that cannot be reached then (the database still
 * booting, a network blip) must not take the server down or leave it failing until someone
 * restarts it: the failure is logged, the server starts anyway (requests answer as the store
 * allows: getStore() tries to connect again on each one), and seeding is tried again every few
 * seconds in the background until it succeeds. Resolves once the first attempt is over.
 */
export async function seedOnStart(env: Env, { log = console.error, retryMs = SEED_RETRY_MS }: { log?: Log; retryMs?: number } = {}): Promise<void> {
  const attempt = async (): Promise<boolean> => {
    try {
      await ensureSeeded(await getStore(), env);
      return true;
    } catch (error) {
      log(`The store could not be opened or seeded (${error instanceof Error ? error.message : String(error)}); trying again in ${retryMs / 1000} s.`);
      return false;
    }
  };
  if (await attempt()) return;
  const retry = () => {
    setTimeout(() => {
      void attempt().then((done) => {
        if (done) log('The store is reachable again and seeded.');
        else retry();
      });
    }, retryMs).unref(); // never keeps a stopping process alive
  };
  retry();
}
