import type { ArabicOf } from '@/lib/i18n/translatable';
import type { StaffProfile } from '@/lib/staff/profile-repository';

/** A public profile's words in Arabic: the type leaves none of them out. */
export type SeedProfileArabic = ArabicOf<Pick<StaffProfile, 'nameAr' | 'roleTitleAr' | 'bioAr'>>;

/** The Arabic of the seed's consultant (content/seed/team.ts), for the Arabic pages' bylines and team. */
export const arabicSeedAuthor: SeedProfileArabic = {
  name: 'مريم الهاشمي',
  roleTitle: 'مستشارة تأشيرات أولى',
  bio: 'تُعِدّ ملفات تأشيرات شنغن والمملكة المتحدة والولايات المتحدة للمقيمين في الإمارات، وتراجع كل صفحة قبل أن تصل إلى السفارة.',
};
