/** The admin session cookie's name: read by the app (session-options.ts) and by server.mjs. */
export const SESSION_COOKIE = 'zv_admin';
