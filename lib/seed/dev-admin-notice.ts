import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Where a development start keeps the admin it generated, inside DATA_DIR. */
export const DEV_ADMIN_FILE = 'dev-admin.txt';

/**
 * Keeps the generated development admin's sign-in in DATA_DIR (readable by this user only), so a
 * newcomer who missed the terminal line can still find it. Returns the file's absolute path.
 */
export function saveDevAdmin(dataDir: string, email: string, password: string): string {
  const file = path.resolve(dataDir, DEV_ADMIN_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const text = [
    'The development admin this project created on its first start. Sign in at /login.',
    `E-mail:   ${email}`,
    `Password: ${password}`,
    'A password changed later in the admin is not written here. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
    '',
  ].join('\n');
  writeFileSync(file, text, { mode: 0o600 });
  return file;
}

/** The sign-in in a frame, so it stands out among the dev server's own lines. */
export function devAdminBox(email: string, password: string, file: string): string {
  const lines = [
    'Development admin created: sign in at /login',
    '',
    `  E-mail:    ${email}`,
    `  Password:  ${password}`,
    '',
    `Saved in ${file}`,
    'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, ''].join('\n');
}
