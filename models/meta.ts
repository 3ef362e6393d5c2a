import mongoose, { Schema } from 'mongoose';

/** One document per one-time task done (seeding, first admin): the unique key makes it once. */
const metaSchema = new Schema(
  { key: { type: String, required: true, unique: true }, createdAt: { type: Date, required: true } },
  { versionKey: false },
);

export const MetaModel = mongoose.models.Meta ?? mongoose.model('Meta', metaSchema, 'meta');
