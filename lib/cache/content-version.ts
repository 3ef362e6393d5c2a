import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getStore } from '@/lib/store';
import { absorbExpirations } from './content-clock.mjs';

let buildId: string | undefined;
const thisBuild = () => (buildId ??= readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim());

/**
 * The latest cache tag expiry on any instance: it moves with every edit, wherever it was made.
 * The record read is handed to this process's content clock too, which it brings up to date.
 */
export async function latestContentChange(): Promise<number> {
  const expirations = await (await getStore()).cacheTags.expirations();
  absorbExpirations(expirations);
  return Math.max(0, ...Object.values(expirations));
}

/** This build and the latest content change ("none" while the store does not answer). */
export async function contentVersionAnswer(): Promise<Response> {
  const latest = await latestContentChange().then(String, () => 'none');
  return new Response(null, { status: 204, headers: { 'X-Content-Version': `${thisBuild()}.${latest}`, 'Cache-Control': 'no-store' } });
}
