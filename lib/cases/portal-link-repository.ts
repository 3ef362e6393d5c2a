import type { Collection } from '@/lib/store/documents';
import { isoDate, staffRefSchema } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/**
 * The applicant's private link to a case. Only the SHA-256 of its token is stored (the token is in
 * the e-mail and nowhere else), as for staff invitations. A new device opens it with a 6-digit code
 * e-mailed to the applicant: the code's hash, its expiry and the tries used are kept here, and each
 * try is a compare-and-set on `code.tries`, so parallel guesses cannot get more than the limit.
 */
export const portalLinkRecord = declareRecord({
  name: 'portal_links',
  schema: z.object({
    caseId: z.string(),
    tokenHash: z.string(),
    /** The token sealed with the documents' key (./document-cipher.ts sealText): later e-mails carry the link. */
    tokenSealed: z.string(),
    /** Where the codes go: the applicant's e-mail when the link was made. */
    email: z.string(),
    createdBy: staffRefSchema,
    createdAt: isoDate,
    expiresAt: isoDate,
    revokedAt: isoDate.nullable(),
    code: z.object({ hash: z.string(), expiresAt: isoDate, tries: z.number().int() }).nullable(),
  }),
  indexes: [{ paths: { tokenHash: 1 }, unique: true }, { paths: { caseId: 1, createdAt: -1 } }],
});

export type PortalLink = z.output<typeof portalLinkRecord.schema> & { _id: string };

export interface PortalLinkRepository {
  create(link: Omit<PortalLink, '_id' | 'revokedAt' | 'code'>): Promise<PortalLink>;
  get(id: string): Promise<PortalLink | null>;
  findByTokenHash(hash: string): Promise<PortalLink | null>;
  /** Newest first. */
  listForCase(caseId: string): Promise<PortalLink[]>;
  /** Revokes every link of the case still open; returns how many. */
  revokeForCase(caseId: string, at: string): Promise<number>;
  /** Replaces the link's pending code. */
  setCode(id: string, code: NonNullable<PortalLink['code']>): Promise<PortalLink | null>;
  /**
   * Uses one try of the pending code, if one is left and the code has not expired: the link as it
   * was before the try (its code to compare with), or null when no try is left.
   */
  useCodeTry(id: string, now: string, maxTries: number): Promise<PortalLink | null>;
  /** Clears the code once it was typed right, so it works once. */
  clearCode(id: string, hash: string): Promise<boolean>;
  /** Deletes every link of the case (the case is being deleted); returns how many. */
  removeForCase(caseId: string): Promise<number>;
}

export function portalLinkRepository(collection: Collection<PortalLink>): PortalLinkRepository {
  return {
    create: (link) => collection.insert({ ...link, revokedAt: null, code: null }),
    get: (id) => collection.findOne({ _id: String(id) }),
    findByTokenHash: (hash) => collection.findOne({ tokenHash: String(hash) }),
    listForCase: (caseId) => collection.findMany({ caseId: String(caseId) }, { sort: { createdAt: -1, _id: -1 } }),
    revokeForCase: (caseId, at) => collection.updateMany({ caseId: String(caseId), revokedAt: null }, { $set: { revokedAt: at, code: null } }),
    setCode: (id, code) => collection.updateOne({ _id: String(id), revokedAt: null }, { $set: { code } }),
    async useCodeTry(id, now, maxTries) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const link = await collection.findOne({ _id: String(id) });
        if (!link?.code || link.revokedAt || link.code.expiresAt <= now || link.code.tries >= maxTries) return null;
        const used = await collection.updateOne(
          { _id: link._id, 'code.hash': link.code.hash, 'code.tries': link.code.tries },
          { $inc: { 'code.tries': 1 } },
        );
        if (used) return link;
      }
      return null;
    },
    clearCode: async (id, hash) => (await collection.updateOne({ _id: String(id), 'code.hash': String(hash) }, { $set: { code: null } })) !== null,
    removeForCase: (caseId) => collection.deleteMany({ caseId: String(caseId) }),
  };
}
