import 'server-only';
import { getImageStore } from '@/lib/images';
import { getStore } from '@/lib/store';
import { expireOnEveryInstance } from './expire-on-every-instance';
import { createPublishingScheduler, type PublishingScheduler } from './scheduler';

// On globalThis for the same reason as the leads runtime: instrumentation and the worker script
// may load their own copy of this module, yet the process must run one scheduler.
const holder = globalThis as { __publishingScheduler?: PublishingScheduler };

export function getPublishingScheduler(): PublishingScheduler {
  holder.__publishingScheduler ??= createPublishingScheduler({
    deps: async () => {
      const store = await getStore();
      return { store, images: getImageStore(), revalidate: expireOnEveryInstance(store) };
    },
  });
  return holder.__publishingScheduler;
}

/** Starts publishing scheduled drafts in this process (once; later calls do nothing). */
export function startPublishingScheduler(): void {
  getPublishingScheduler().start();
}
