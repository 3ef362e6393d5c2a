import type { StaffRef } from '@/lib/store/fields';

/** How a signed-in person is named on what they publish, schedule or save: their id and display name. */
export function staffRefOf(admin: { _id: string; displayName: string }): StaffRef {
  return { id: admin._id, name: admin.displayName };
}
