import { ConflictError, NotFoundError } from '@/lib/errors';
import { type Collection, DuplicateKeyError } from '@/lib/store/documents';
import { now, timestamps } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/** What a staff member may do (lib/auth/roles.ts): the owner everything, editors content, sales leads. */
export const ADMIN_ROLES = ['owner', 'editor', 'sales'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const adminRecord = declareRecord({
  name: 'admin_users',
  schema: z.object({
    /** Lower-cased. */
    email: z.string().toLowerCase(),
    passwordHash: z.string(),
    displayName: z.string(),
    role: z.enum(ADMIN_ROLES),
    /** A disabled account cannot sign in, and its sessions ended when it was disabled. */
    disabled: z.boolean().default(false),
    /** Incremented on sign-out, password change and disabling; sessions carrying an older value are void. */
    sessionVersion: z.number().int().default(1),
    /** The base32 TOTP secret of a person who enrolled a second factor, or null. */
    totpSecret: z.string().nullable().default(null),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: z.number().int().default(0),
    /** SHA-256 hashes of the unused one-time backup codes. */
    backupCodes: z.array(z.string()).default([]),
    ...timestamps,
  }),
  indexes: [{ paths: { email: 1 }, unique: true }],
});

export type AdminUser = z.output<typeof adminRecord.schema> & { _id: string };
export type NewAdminUser = Pick<AdminUser, 'email' | 'passwordHash' | 'displayName' | 'role'>;

/** What an account change by the owner may set; fields left out are kept. */
export interface AdminAccountChange {
  role?: AdminRole;
  /** Disabling also ends the account's sessions (the session version is bumped). */
  disabled?: boolean;
  displayName?: string;
}

export interface AdminUserRepository {
  findByEmail(email: string): Promise<AdminUser | null>;
  findById(id: string): Promise<AdminUser | null>;
  /** Throws ConflictError when the e-mail is taken. */
  create(user: NewAdminUser): Promise<AdminUser>;
  /** Replaces the hash and increments the session version. */
  setPassword(id: string, passwordHash: string): Promise<AdminUser>;
  /** Increments the session version, returning the new value. */
  bumpSessionVersion(id: string): Promise<number>;
  /** Role, enabled state or name. Throws NotFoundError for an unknown id. */
  update(id: string, change: AdminAccountChange): Promise<AdminUser>;
  /**
   * Sets (or with null, removes) the second factor: the secret and the hashes of fresh backup
   * codes, starting the step count again. Throws NotFoundError for an unknown id.
   */
  setSecondFactor(id: string, factor: { secret: string; backupCodes: string[] } | null): Promise<AdminUser>;
  /** Records that a TOTP code of this step was used; false when this or a later step was used already. */
  useTotpStep(id: string, step: number): Promise<boolean>;
  /** Removes one unused backup code by its hash; false when it is not (or no longer) there. */
  useBackupCode(id: string, codeHash: string): Promise<boolean>;
  count(): Promise<number>;
  /** Every admin, oldest first. */
  list(): Promise<AdminUser[]>;
  /** Deletes an admin (its sessions end with it); returns whether there was one. */
  remove(id: string): Promise<boolean>;
}

export function adminRepository(collection: Collection<AdminUser>): AdminUserRepository {
  const mustExist = <T>(id: string, found: T | null): T => {
    if (found === null) throw new NotFoundError(`No admin user with the id "${id}".`);
    return found;
  };
  const change = async (id: string, update: Parameters<typeof collection.updateOne>[1]) =>
    mustExist(id, await collection.updateOne({ _id: String(id) }, { ...update, $set: { ...update.$set, updatedAt: now() } }));

  return {
    findByEmail: (email) => collection.findOne({ email: String(email).toLowerCase() }),
    findById: (id) => collection.findOne({ _id: String(id) }),
    async create(user) {
      const at = now();
      try {
        return await collection.insert({ ...user, email: user.email.toLowerCase(), disabled: false, sessionVersion: 1, totpSecret: null, totpLastStep: 0, backupCodes: [], createdAt: at, updatedAt: at });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new ConflictError(`An admin with the e-mail "${user.email.toLowerCase()}" already exists.`, 'email');
        throw error;
      }
    },
    setPassword: (id, passwordHash) => change(id, { $set: { passwordHash }, $inc: { sessionVersion: 1 } }),
    bumpSessionVersion: async (id) => (await change(id, { $inc: { sessionVersion: 1 } })).sessionVersion,
    async update(id, { role, disabled, displayName }) {
      const set = Object.fromEntries(Object.entries({ role, displayName }).filter(([, value]) => value !== undefined));
      // Disabling an enabled account bumps the session version in the same write: no request slips between.
      if (disabled) {
        const disabledNow = await collection.updateOne({ _id: String(id), disabled: false }, { $set: { ...set, disabled: true, updatedAt: now() }, $inc: { sessionVersion: 1 } });
        if (disabledNow) return disabledNow;
      }
      return change(id, { $set: disabled === undefined ? set : { ...set, disabled } });
    },
    setSecondFactor: (id, factor) => change(id, { $set: { totpSecret: factor?.secret ?? null, backupCodes: factor?.backupCodes ?? [], totpLastStep: 0 } }),
    useTotpStep: async (id, step) => (await collection.updateOne({ _id: String(id), totpLastStep: { $lt: step } }, { $set: { totpLastStep: step } })) !== null,
    useBackupCode: async (id, codeHash) => (await collection.updateOne({ _id: String(id), backupCodes: { $has: String(codeHash) } }, { $pull: { backupCodes: String(codeHash) } })) !== null,
    count: () => collection.count({}),
    list: () => collection.findMany({}, { sort: { createdAt: 1, _id: 1 } }),
    remove: async (id) => (await collection.deleteOne({ _id: String(id) })) !== null,
  };
}
