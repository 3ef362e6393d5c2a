import mongoose, { Schema } from 'mongoose';

/** One site-wide switch the owner sets in the admin, by key. */
const settingSchema = new Schema(
  { _id: { type: String, required: true }, value: { type: String, required: true }, updatedAt: { type: Date, required: true } },
  { versionKey: false },
);

export const SettingModel = mongoose.models.Setting ?? mongoose.model('Setting', settingSchema, 'settings');
