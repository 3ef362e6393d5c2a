import mongoose, { Schema } from 'mongoose';

const staffRef = new Schema({ id: { type: String, default: null }, name: { type: String, required: true } }, { _id: false });

/**
 * Changes to a record not yet published (lib/store/types.ts, Draft). The fields were validated by
 * their content type's zod definition before they get here and are kept as one object. `recordKey`
 * is the record's id, or the draft's own for a record not published yet: one draft per record.
 */
const draftSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    recordId: { type: String, default: null },
    recordKey: { type: String, required: true },
    fields: { type: Schema.Types.Mixed, required: true },
    savedBy: { type: staffRef, required: true },
    savedAt: { type: Date, required: true },
    version: { type: Number, required: true },
    publishAt: { type: Date, default: null, index: true },
    scheduledBy: { type: staffRef, default: null },
    scheduleError: { type: String, default: null },
  },
  { versionKey: false, strict: 'throw', minimize: false },
);
draftSchema.index({ kind: 1, recordKey: 1 }, { unique: true });

export const DraftModel = mongoose.models.Draft ?? mongoose.model('Draft', draftSchema, 'drafts');
