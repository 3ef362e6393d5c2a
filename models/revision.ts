import mongoose, { Schema } from 'mongoose';

/** One published version of a record (lib/store/types.ts, Revision): its number is unique per record. */
const revisionSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    recordId: { type: String, required: true },
    number: { type: Number, required: true },
    fields: { type: Schema.Types.Mixed, required: true },
    publishedBy: { type: new Schema({ id: { type: String, default: null }, name: { type: String, required: true } }, { _id: false }), required: true },
    publishedAt: { type: Date, required: true },
  },
  { versionKey: false, strict: 'throw', minimize: false },
);
revisionSchema.index({ kind: 1, recordId: 1, number: -1 }, { unique: true });

export const RevisionModel = mongoose.models.Revision ?? mongoose.model('Revision', revisionSchema, 'revisions');
