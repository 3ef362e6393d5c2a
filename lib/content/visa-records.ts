import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/store';
import type { Visa } from '@/lib/content/content-repository';
import { cacheTags } from '../data/cache-tags';
import { findByKey } from './content-keys';
import { getVisa } from './visas';

/** Every stored visa as a full record, newest first (the public API's list). */
export async function getVisaRecords(): Promise<Visa[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visas);
  return (await getStore()).visas.list();
}

/** A stored visa by its 24-hex id. Every visa write expires the list tag, so this too. */
export async function getVisaById(id: string): Promise<Visa | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visas);
  const visa = await (await getStore()).visas.getById(id);
  if (visa) cacheTag(cacheTags.visa(visa.slug));
  return visa;
}

/** A stored visa by id or slug (the API's {id}), read through the cache. */
export function getVisaByKey(key: string): Promise<Visa | null> {
  return findByKey(key, getVisaById, getVisa);
}
