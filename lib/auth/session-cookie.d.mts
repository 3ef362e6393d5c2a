export const SESSION_COOKIE: 'zv_admin';
