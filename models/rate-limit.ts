import mongoose, { Schema } from 'mongoose';

/**
 * One rate-limit key's recent hits (lib/rate-limit.ts, createSharedRateLimiter), times in ms since
 * the epoch, changed only by compare-and-set on `version`.
 */
const rateLimitSchema = new Schema(
  {
    _id: { type: String, required: true },
    hits: { type: [{ at: { type: Number, required: true }, requestId: { type: String, default: null }, _id: false }], default: [] },
    version: { type: Number, required: true },
    // A TTL index lets MongoDB drop a key idle past its longest window by itself.
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);

export const RateLimitModel = mongoose.models.RateLimit ?? mongoose.model('RateLimit', rateLimitSchema, 'rate_limits');
