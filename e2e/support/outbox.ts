import { expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The invitation link the server e-mailed to `email`: without SMTP it writes each message as an
 * .eml file under DATA_DIR/outbox (quoted-printable, so soft line breaks are undone first).
 * Waits for the file, as the e-mail is written while the page answers.
 */
export async function invitationLink(dataDir: string, email: string): Promise<URL> {
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  await expect(async () => {
    for (const name of readdirSync(outbox).filter((file) => file.includes('-invitation-'))) {
      const message = readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '');
      if (message.includes(`To: ${email}`)) link = /https?:\/\/[^\s"<>]+\/invite\/[\w-]+/.exec(message)?.[0];
    }
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return new URL(link!);
}

/**
 * The files under `dir` (DATA_DIR: the database, uploads, the outbox, ...) that hold `text`,
 * read as bytes, with quoted-printable soft line breaks undone so a link an .eml wraps is found too.
 */
export function filesHolding(dir: string, text: string): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile() && statSync(full).size > 0 && readFileSync(full).toString('latin1').replace(/=\r?\n/g, '').includes(text)) found.push(path.relative(dir, full));
    }
  };
  visit(dir);
  return found;
}
