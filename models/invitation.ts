import mongoose, { Schema } from 'mongoose';
import { ADMIN_ROLES } from '@/lib/store/types';

/** An invitation to join the staff (lib/store/types.ts, Invitation): only the token's hash is kept. */
const invitationSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true, index: true },
    role: { type: String, enum: ADMIN_ROLES, required: true },
    tokenHash: { type: String, required: true, unique: true },
    invitedBy: { type: new Schema({ id: { type: String, required: true }, name: { type: String, required: true } }, { _id: false }), required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    acceptedAt: { type: Date, default: null },
  },
  { versionKey: false, strict: 'throw' },
);

export const InvitationModel = mongoose.models.Invitation ?? mongoose.model('Invitation', invitationSchema, 'invitations');
