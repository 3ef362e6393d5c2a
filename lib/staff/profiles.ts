import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '@/lib/data/cache-tags';
import { isObjectId } from '@/lib/ids';
import { getStore } from '@/lib/store';
import type { StaffProfile } from './profile-repository';

/** What readers see of a staff member: in a byline, on the About page, in structured data; the words in Arabic beside them. */
export type PublicProfile = Pick<StaffProfile, '_id' | 'name' | 'roleTitle' | 'bio' | 'photoURL' | 'nameAr' | 'roleTitleAr' | 'bioAr'>;

const publicOf = ({ _id, name, roleTitle, bio, photoURL, nameAr, roleTitleAr, bioAr }: StaffProfile): PublicProfile => ({
  _id,
  name,
  roleTitle,
  bio,
  photoURL,
  nameAr,
  roleTitleAr,
  bioAr,
});

/** A record's author by the profile id it names; null for none (or a profile that is gone). */
export async function getAuthor(id: string): Promise<PublicProfile | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.profiles);
  if (!isObjectId(id)) return null;
  const profile = await (await getStore()).profiles.findById(id);
  return profile ? publicOf(profile) : null;
}

/**
 * The About page's team: profiles the owner listed, with a name and a role to show, whose staff
 * account (if they have one) still exists and is enabled, oldest first.
 */
export async function getTeam(): Promise<PublicProfile[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.profiles);
  const store = await getStore();
  const [profiles, accounts] = await Promise.all([store.profiles.list(), store.admins.list()]);
  const active = new Set(accounts.filter((account) => !account.disabled).map((account) => account._id));
  return profiles
    .filter((profile) => profile.showOnAbout && profile.name && profile.roleTitle && (profile.accountId === null || active.has(profile.accountId)))
    .map(publicOf);
}
