export const CONTENT_CHANGED: 'site:content-changed';
