/** The partners the country pages show, each written once: most pages name the same three. */
export const VFS_GLOBAL = { partner: '/images/partners/vfs-global.webp', name: 'VFS Global' };
export const BLS_INTERNATIONAL = { partner: '/images/partners/bls-international.webp', name: 'BLS International' };
export const US_EMBASSY = { partner: '/images/partners/us-embassy.webp', name: 'U.S. Embassy Abu Dhabi' };
export const EMIRATES = { partner: '/images/partners/emirates.webp', name: 'Emirates' };
export const TRAVEL_INSURANCE = { partner: '/images/partners/travel-insurance.webp', name: 'Travel insurance partners' };
