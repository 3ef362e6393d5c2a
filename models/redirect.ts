import mongoose, { Schema } from 'mongoose';

/** An old address answering 301 with a newer one (lib/store/types.ts, Redirect): one per old path. */
const redirectSchema = new Schema(
  {
    from: { type: String, required: true, unique: true },
    to: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    createdBy: { type: String, default: null },
  },
  { versionKey: false, strict: 'throw' },
);
redirectSchema.index({ createdAt: -1, _id: -1 });

export const RedirectModel = mongoose.models.Redirect ?? mongoose.model('Redirect', redirectSchema, 'redirects');
