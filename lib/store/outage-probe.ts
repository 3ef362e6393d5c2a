import 'server-only';
import { getStore } from '@/lib/store';
import { STORE_UNAVAILABLE_MESSAGE, storeFailedRecently } from './outage.mjs';

/**
 * Whether the store is down, as proxy.ts asks before a page renders, so that a page that would
 * fail for it answers 503 with the plain message (and a load balancer or crawler comes back)
 * rather than Next's 500. It costs nothing while the store works: only after a failure in this
 * process (lib/store/outage.mjs) does it ask the store, once every few seconds for all requests,
 * and the first answer ends it.
 */
const WATCH_MS = 15_000;
const PROBE_EVERY_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_000;

const holder = globalThis as { __storeProbe?: { at: number; down: Promise<boolean> } };

async function probe(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = (async () => (await getStore()).hasMark('store-probe'))();
    await Promise.race([answer, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS)))]);
    return false;
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

export async function storeIsDown(now = Date.now()): Promise<boolean> {
  if (!storeFailedRecently(WATCH_MS, now)) return false;
  const last = holder.__storeProbe;
  if (!last || now - last.at >= PROBE_EVERY_MS) holder.__storeProbe = { at: now, down: probe() };
  return holder.__storeProbe!.down;
}

/** How long after Retry-After a client may try again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** The 503 page: no script, no external resource, readable on any screen. */
export function outagePage(message = STORE_UNAVAILABLE_MESSAGE): string {
  const text = message.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Back in a moment | Ztart Visa</title><style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0b2545;background:#f7f9fc}main{max-width:34rem;margin:18vh auto;padding:0 1.5rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{font-size:1.125rem;line-height:1.6;margin:0 0 1.5rem}a{display:inline-block;padding:.75rem 1.5rem;border-radius:999px;background:#0b2545;color:#fff;text-decoration:none;font-weight:600}</style></head><body><main><h1>We will be right back</h1><p>${text}</p><a href="">Try again</a></main></body></html>`;
}
