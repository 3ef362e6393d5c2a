import mongoose, { Schema } from 'mongoose';

/** A cache tag's latest expiry time (ms since the epoch), shared by every instance: lib/cache. */
const cacheTagSchema = new Schema({ _id: { type: String, required: true }, expiredAt: { type: Number, required: true } }, { versionKey: false });

export const CacheTagModel = mongoose.models.CacheTag ?? mongoose.model('CacheTag', cacheTagSchema, 'cache_tags');
