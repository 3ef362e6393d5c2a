import type { Collection } from '@/lib/store/documents';
import { isoDate } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';
import { DOCUMENT_TYPES } from './constants';

/**
 * What the site knows of one uploaded document: whose it is (case, traveller, checklist item),
 * what it is, and how to read it back: where its encrypted bytes are (a file under
 * DATA_DIR/documents or a GridFS file), the id of the key that encrypted them, the nonce and the
 * authentication tag. The bytes themselves are never a record (./document-vault.ts).
 */
export const caseFileRecord = declareRecord({
  name: 'case_files',
  schema: z.object({
    caseId: z.string(),
    travellerId: z.string(),
    itemId: z.string(),
    /** The name the applicant's file had, cleaned for display and downloads. */
    fileName: z.string(),
    contentType: z.enum(DOCUMENT_TYPES),
    /** Bytes of the stored (re-encoded) document, before encryption. */
    size: z.number().int(),
    keyId: z.string(),
    iv: z.string(),
    authTag: z.string(),
    location: z.string(),
    uploadedAt: isoDate,
    uploadedBy: z.enum(['applicant', 'staff']),
  }),
  indexes: [{ paths: { caseId: 1, uploadedAt: 1 } }, { paths: { location: 1 }, unique: true }],
});

export type CaseFile = z.output<typeof caseFileRecord.schema> & { _id: string };

export interface CaseFileRepository {
  create(file: Omit<CaseFile, '_id'> & { _id?: string }): Promise<CaseFile>;
  get(id: string): Promise<CaseFile | null>;
  /** Oldest first. */
  listForCase(caseId: string): Promise<CaseFile[]>;
  remove(id: string): Promise<CaseFile | null>;
  countAll(): Promise<number>;
}

export function caseFileRepository(collection: Collection<CaseFile>): CaseFileRepository {
  return {
    create: (file) => collection.insert(file),
    get: (id) => collection.findOne({ _id: String(id) }),
    listForCase: (caseId) => collection.findMany({ caseId: String(caseId) }, { sort: { uploadedAt: 1, _id: 1 } }),
    remove: (id) => collection.deleteOne({ _id: String(id) }),
    countAll: () => collection.count({}),
  };
}
