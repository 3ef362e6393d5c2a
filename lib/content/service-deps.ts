import 'server-only';
import { revalidateTags } from '@/lib/data/revalidate';
import { getImageStore } from '@/lib/images';
import { getStore } from '@/lib/store';
import type { ContentServiceDeps } from './content-service';

/** The running app's store, image store and cache revalidation. */
export async function appDeps(): Promise<ContentServiceDeps> {
  return { store: await getStore(), images: getImageStore(), revalidate: revalidateTags };
}
