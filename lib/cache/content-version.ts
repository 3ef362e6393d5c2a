import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getStore } from '@/lib/store';

let buildId: string | undefined;
const thisBuild = () => (buildId ??= readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim());

/** The latest cache tag expiry on any instance: it moves with every edit, wherever it was made. */
export async function latestContentChange(): Promise<number> {
  return Math.max(0, ...Object.values(await (await getStore()).cacheTags.expirations()));
}

/** This build and the latest content change ("none" while the store does not answer). */
export async function contentVersionAnswer(): Promise<Response> {
  const latest = await latestContentChange().then(String, () => 'none');
  return new Response(null, { status: 204, headers: { 'X-Content-Version': `${thisBuild()}.${latest}`, 'Cache-Control': 'no-store' } });
}
