import mongoose, { Schema } from 'mongoose';

/**
 * One list staff edit under "Site content" (lib/store/types.ts, SiteList), by its name. The items
 * are validated by their zod definition (lib/validation/site-lists.ts) before they get here and
 * are kept whole, as one value: a list is always read and saved in one piece.
 */
const siteListSchema = new Schema(
  {
    _id: { type: String, required: true },
    items: { type: Schema.Types.Mixed, required: true },
    version: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, default: null },
  },
  { versionKey: false, strict: 'throw', minimize: false },
);

export const SiteListModel = mongoose.models.SiteList ?? mongoose.model('SiteList', siteListSchema, 'site_lists');
