import 'server-only';
import type { Store } from '@/lib/store/store';

/** A profile the content forms offer as a record's author. */
export interface AuthorChoice {
  id: string;
  /** "Mariam Al Hashimi, Senior visa consultant". */
  label: string;
}

export interface AuthorChoices {
  options: AuthorChoice[];
  /** The signed-in person's profile: a new record's author unless they choose another. */
  mine: string;
}

/**
 * Every profile with a name, the signed-in person's first (made from their name the first time,
 * so they can always sign what they write).
 */
export async function authorChoices(store: Store, admin: { _id: string; displayName: string }): Promise<AuthorChoices> {
  const mine = await store.profiles.ensureForAccount(admin);
  const profiles = (await store.profiles.list()).filter((profile) => profile.name && profile._id !== mine._id);
  const label = (profile: { name: string; roleTitle: string }) => (profile.roleTitle ? `${profile.name}, ${profile.roleTitle}` : profile.name);
  return { options: [mine, ...profiles].map((profile) => ({ id: profile._id, label: label(profile) })), mine: mine._id };
}
