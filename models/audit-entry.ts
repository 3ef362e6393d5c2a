import mongoose, { Schema } from 'mongoose';
import { AUDIT_ACTIONS } from '@/lib/store/types';

/** One line of the audit log (lib/store/types.ts, AuditEntry). The app only inserts these. */
const auditEntrySchema = new Schema(
  {
    at: { type: Date, required: true },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    actor: {
      type: new Schema({ id: { type: String, default: null }, email: { type: String, required: true, lowercase: true } }, { _id: false }),
      required: true,
    },
    target: { type: String, default: null },
    detail: { type: String, default: null },
    ip: { type: String, default: null },
  },
  { versionKey: false, strict: 'throw' },
);
auditEntrySchema.index({ at: -1, _id: -1 });
auditEntrySchema.index({ 'actor.email': 1, at: -1 });
auditEntrySchema.index({ action: 1, at: -1 });

export const AuditEntryModel = mongoose.models.AuditEntry ?? mongoose.model('AuditEntry', auditEntrySchema, 'audit_log');
