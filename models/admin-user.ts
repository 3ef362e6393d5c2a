import mongoose, { Schema } from 'mongoose';

const adminUserSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    displayName: { type: String, required: true },
    sessionVersion: { type: Number, default: 1 },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

export const AdminUserModel = mongoose.models.AdminUser ?? mongoose.model('AdminUser', adminUserSchema, 'admin_users');
