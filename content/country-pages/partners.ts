/**
 * Where a country page's application goes: the visa centre (or embassy) that takes it in Dubai, as
 * its visa facts name it. Pages whose visa is applied for online name none.
 */
export const VFS_GLOBAL = { partner: '/images/partners/vfs-global.webp', name: 'VFS Global' };
export const BLS_INTERNATIONAL = { partner: '/images/partners/bls-international.webp', name: 'BLS International' };
export const TLSCONTACT = { partner: '/images/partners/tlscontact.webp', name: 'TLScontact' };
export const US_EMBASSY = { partner: '/images/partners/us-embassy.webp', name: 'U.S. Embassy Abu Dhabi' };
