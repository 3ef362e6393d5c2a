import { NotFoundError } from '@/lib/errors';
import type { Collection } from '@/lib/store/documents';
import { now, timestamps } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/**
 * Public profiles: who readers see as the author of a post or visa page, and on the About page.
 * A staff account has one, keyed `account:<id>`; the seed's consultant has one keyed `seed:<name>`
 * with no account behind it (an account would let someone sign in as them). Content names its
 * author by the profile's `_id`, so a post keeps its byline after its author's account is gone.
 */
export const profileRecord = declareRecord({
  name: 'staff_profiles',
  schema: z.object({
    key: z.string(),
    /** The staff account this profile belongs to; null for the seed's consultant. */
    accountId: z.string().nullable().default(null),
    name: z.string(),
    roleTitle: z.string().default(''),
    bio: z.string().default(''),
    /** The same in Arabic, for the Arabic pages' bylines and team (lib/i18n/translatable.ts); empty shows the English. */
    nameAr: z.string().default(''),
    roleTitleAr: z.string().default(''),
    bioAr: z.string().default(''),
    /** An image we stored ('' for none): the upload re-encoded as WebP, or the seed's drawn avatar. */
    photoURL: z.string().default(''),
    /** Listed in the About page's team; only the owner turns it on. */
    showOnAbout: z.boolean().default(false),
    ...timestamps,
  }),
  indexes: [{ paths: { key: 1 }, unique: true }],
});

export type StaffProfile = z.output<typeof profileRecord.schema> & { _id: string };
export type ProfileChange = Partial<Pick<StaffProfile, 'name' | 'roleTitle' | 'bio' | 'nameAr' | 'roleTitleAr' | 'bioAr' | 'photoURL' | 'showOnAbout'>>;

export const accountProfileKey = (accountId: string) => `account:${accountId}`;

export interface ProfileRepository {
  findById(id: string): Promise<StaffProfile | null>;
  findByAccount(accountId: string): Promise<StaffProfile | null>;
  /** The account's profile, made from its display name the first time it is asked for. */
  ensureForAccount(account: { _id: string; displayName: string }): Promise<StaffProfile>;
  /** A profile with no account (the seed's consultant), unless one with this key exists. */
  ensureUnlinked(key: string, profile: Pick<StaffProfile, 'name' | 'roleTitle' | 'bio' | 'photoURL' | 'showOnAbout'> & Partial<Pick<StaffProfile, 'nameAr' | 'roleTitleAr' | 'bioAr'>>): Promise<StaffProfile>;
  /** Throws NotFoundError for an unknown id. */
  update(id: string, change: ProfileChange): Promise<StaffProfile>;
  /** Every profile, oldest first. */
  list(): Promise<StaffProfile[]>;
}

export function profileRepository(collection: Collection<StaffProfile>): ProfileRepository {
  const ensure = async (key: string, fields: Omit<StaffProfile, '_id' | 'key' | 'createdAt' | 'updatedAt'>) => {
    const at = now();
    return (await collection.insertIfAbsent({ key, ...fields, createdAt: at, updatedAt: at }, ['key'])).record;
  };
  return {
    findById: (id) => collection.findOne({ _id: String(id) }),
    findByAccount: (accountId) => collection.findOne({ key: accountProfileKey(String(accountId)) }),
    ensureForAccount: (account) =>
      ensure(accountProfileKey(account._id), { accountId: account._id, name: account.displayName, roleTitle: '', bio: '', nameAr: '', roleTitleAr: '', bioAr: '', photoURL: '', showOnAbout: false }),
    ensureUnlinked: (key, profile) => ensure(String(key), { nameAr: '', roleTitleAr: '', bioAr: '', ...profile, accountId: null }),
    async update(id, change) {
      const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
      const updated = await collection.updateOne({ _id: String(id) }, { $set: { ...set, updatedAt: now() } });
      if (!updated) throw new NotFoundError(`No staff profile with the id "${id}".`);
      return updated;
    },
    list: () => collection.findMany({}, { sort: { createdAt: 1, _id: 1 } }),
  };
}
