import { type Cipher, createCipheriv, createDecipheriv, type Decipher, randomBytes } from 'node:crypto';
import { NotFoundError } from '@/lib/errors';
import type { DocumentKeyring } from './document-key';

/**
 * AES-256-GCM over a document's bytes, as streams, so a 10 MB upload is encrypted as it arrives
 * and never held whole. The nonce (12 random bytes, one per file) and the tag that authenticates
 * the whole file are kept in the file's record; a file changed on disk, or read with another key,
 * fails the tag check at its end, and the answer carrying it is aborted.
 */
const ALGORITHM = 'aes-256-gcm';

export interface Sealing {
  stream: Cipher;
  keyId: string;
  iv: string;
  /** Valid once the stream has ended. */
  authTag(): string;
}

export function sealingStream(keyring: DocumentKeyring): Sealing {
  const iv = randomBytes(12);
  const stream = createCipheriv(ALGORITHM, keyring.current.key, iv);
  return { stream, keyId: keyring.current.id, iv: iv.toString('base64'), authTag: () => stream.getAuthTag().toString('base64') };
}

export function openingStream(keyring: DocumentKeyring, sealed: { keyId: string; iv: string; authTag: string }): Decipher {
  const key = keyring.byId.get(sealed.keyId);
  // A key dropped from DOCUMENTS_OLD_KEYS too soon: the file cannot be read, and says so.
  if (!key) throw new NotFoundError('This document was encrypted with a key the server no longer has.');
  const stream = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'));
  stream.setAuthTag(Buffer.from(sealed.authTag, 'base64'));
  return stream;
}

/**
 * A short secret (a portal link's token) sealed with the documents' key, so the server can put the
 * link in later e-mails while the database alone cannot open it: `keyId.iv.tag.ciphertext`.
 */
export function sealText(keyring: DocumentKeyring, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, keyring.current.key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [keyring.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The text `sealText` sealed, or null when its key is gone or it was changed. */
export function openText(keyring: DocumentKeyring, sealed: string): string | null {
  const [keyId, iv, tag, data] = sealed.split('.');
  const key = keyId ? keyring.byId.get(keyId) : undefined;
  if (!key || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
