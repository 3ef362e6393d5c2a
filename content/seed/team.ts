import { arabicSeedAuthor } from './ar/team';

/**
 * The consultant the sample posts and visa pages are signed by: a public profile with no staff
 * account behind it (nobody can sign in as her), drawn by the team (scripts/images/scenes-team.mjs).
 * Her name, role and bio in Arabic come from content/seed/ar/team.ts.
 */
export const SEED_AUTHOR_KEY = 'seed:mariam-al-hashimi';

export const seedAuthor = {
  name: 'Mariam Al Hashimi',
  roleTitle: 'Senior visa consultant',
  bio: 'Prepares Schengen, UK and US visa files for UAE residents and checks every page before it goes to the embassy.',
  nameAr: arabicSeedAuthor.name,
  roleTitleAr: arabicSeedAuthor.roleTitle,
  bioAr: arabicSeedAuthor.bio,
  photoURL: '/images/team/mariam-al-hashimi.webp',
  showOnAbout: true,
};
