import mongoose, { Schema } from 'mongoose';
import { ADMIN_ROLES } from '@/lib/store/types';

const adminUserSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    displayName: { type: String, required: true },
    // Admins stored before roles existed had every right: they read as owners (the repository
    // fills the defaults for documents without these fields).
    role: { type: String, enum: ADMIN_ROLES, default: 'owner' },
    disabled: { type: Boolean, default: false },
    sessionVersion: { type: Number, default: 1 },
    totpSecret: { type: String, default: null },
    totpLastStep: { type: Number, default: 0 },
    backupCodes: { type: [String], default: [] },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

export const AdminUserModel = mongoose.models.AdminUser ?? mongoose.model('AdminUser', adminUserSchema, 'admin_users');
