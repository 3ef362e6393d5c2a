import type { Env } from '@/lib/config/env-schema';
import { cacheTags } from '@/lib/data/cache-tags';
import { getStore } from '@/lib/store';
import type { Store } from '@/lib/store/store';
import { SITE_LIST_NAMES } from '@/lib/site-lists/site-list-definitions';
import { ensureSeeded } from './ensure-seeded';

type Log = (message: string) => void;

export const SEED_RETRY_MS = 5_000;

/**
 * The dev server prints the rest of its banner (its settings and experiments) only once its
 * request handlers are ready, which is after this hook returns, and holds every request until
 * then. In development what seeding says (the generated admin's sign-in above all) waits for the
 * server's answer to a static file, so it comes after that banner instead of in the middle of
 * it; without the server's address (not under `next dev`), or if it does not answer, after a wait.
 */
const DEV_BANNER_PROBE = '/images/brand/logo-mark.svg';
const DEV_BANNER_WAIT_MS = 60_000;

function afterDevBanner(print: () => void): void {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  const answered = origin
    ? fetch(new URL(DEV_BANNER_PROBE, origin), { method: 'HEAD', signal: AbortSignal.timeout(DEV_BANNER_WAIT_MS) }).then(() => undefined)
    : Promise.reject(new Error('no dev server address'));
  // Not awaited: the hook must return first, for the server to become ready at all.
  void answered.catch(() => new Promise((resolve) => setTimeout(resolve, origin ? 0 : 1_000))).then(print);
}

const seedMessages = (env: Env): Log => (env.NODE_ENV === 'development' ? (message) => afterDevBanner(() => console.log(message)) : console.log);

/**
 * Seeds the store as the server starts, and marks the pages prerendered at build time as stale
 * (expirePrerenderedContent, below). A store that cannot be reached then (the database still
 * booting, a network blip) must not take the server down or leave it failing until someone
 * restarts it: the failure is logged, the server starts anyway (requests answer as the store
 * allows: getStore() tries to connect again on each one), and seeding is tried again every few
 * seconds in the background until it succeeds. Resolves once the first attempt is over.
 */
export async function seedOnStart(env: Env, { log = console.error, retryMs = SEED_RETRY_MS }: { log?: Log; retryMs?: number } = {}): Promise<void> {
  const attempt = async (): Promise<boolean> => {
    try {
      const store = await getStore();
      await ensureSeeded(store, env, seedMessages(env));
      await expirePrerenderedContent(store);
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

/**
 * The pages `next build` prerendered show the store the build read: maybe an empty one (a new
 * database, seeded only now), maybe another (an image built without access to production's).
 * Expiring the content tags as the server starts makes each such page render afresh from this
 * store on its first request. Through the shared record of cache tags, the other instances do the
 * same once.
 */
async function expirePrerenderedContent(store: Store): Promise<void> {
  await store.cacheTags.expire([cacheTags.visas, cacheTags.blogs, cacheTags.countryPages, ...SITE_LIST_NAMES.map(cacheTags.siteList)], Date.now());
}
