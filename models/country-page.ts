import mongoose, { Schema } from 'mongoose';

/**
 * A country page (lib/store/types.ts, CountryPage). Its fields are validated by their zod
 * definition (lib/validation/country-page.ts) before they get here and are kept as one object,
 * as SQLite keeps them in its `data` column: the rating and the fixed-length lists are neither
 * text nor rows, which is all `mongoosePathsOf` can derive. The slug and the display order are
 * paths of their own for the unique index and the order of the list.
 */
const countryPageSchema = new Schema(
  {
    _id: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    position: { type: Number, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    version: { type: Number, default: 1 },
  },
  { timestamps: true, versionKey: false, strict: 'throw', minimize: false },
);
countryPageSchema.index({ position: 1, slug: 1 });

// Reuse the compiled model across hot reloads instead of compiling it twice.
export const CountryPageModel = mongoose.models.CountryPage ?? mongoose.model('CountryPage', countryPageSchema, 'country_pages');
