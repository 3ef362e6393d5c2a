import { z } from '@/lib/validation/z';

/** Stored shapes several record declarations share. */

/** A date and time as every record keeps it: an ISO string in UTC, so it sorts and compares as text. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, 'Not an ISO date');

/** A staff member as the record of their work names them; id null for work nobody signed (the seed). */
export const staffRefSchema = z.object({ id: z.string().nullable(), name: z.string() });
export type StaffRef = z.output<typeof staffRefSchema>;

export const timestamps = { createdAt: isoDate, updatedAt: isoDate };

export const now = () => new Date().toISOString();
