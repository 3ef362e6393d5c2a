import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '@/lib/config/env-schema';

/**
 * The keys documents are encrypted with (AES-256-GCM, ./document-cipher.ts). DOCUMENTS_KEY is the
 * key new files get; DOCUMENTS_OLD_KEYS the keys files written before a rotation were encrypted
 * with, still needed to read them. Each file's record names its key by id (a hash of the key, so
 * the id says nothing of the key), which is how a rotation keeps old files readable.
 */
export interface DocumentKeyring {
  current: { id: string; key: Buffer };
  /** By id: the current key and every old one. */
  byId: ReadonlyMap<string, Buffer>;
}

/** A key as the environment gives it: 32 bytes as base64 (44 characters) or hex (64 digits); else null. */
export function parseDocumentKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

export const documentKeyId = (key: Buffer) => createHash('sha256').update('ztart-documents-key:').update(key).digest('hex').slice(0, 16);

/**
 * DOCUMENTS_KEY when set (the env schema requires it in production). In development one is made
 * once and kept in DATA_DIR, as the session secret is, so uploads work without any setup.
 */
export function documentKeyring(env: Pick<Env, 'DOCUMENTS_KEY' | 'DOCUMENTS_OLD_KEYS' | 'DATA_DIR' | 'NODE_ENV' | 'NEXT_PHASE'>): DocumentKeyring {
  const current = env.DOCUMENTS_KEY ? parseDocumentKey(env.DOCUMENTS_KEY) : developmentKey(env);
  if (!current) throw new Error('DOCUMENTS_KEY must be 32 bytes, as base64 or 64 hex digits');
  const byId = new Map<string, Buffer>();
  for (const text of env.DOCUMENTS_OLD_KEYS ?? []) {
    const old = parseDocumentKey(text);
    if (old) byId.set(documentKeyId(old), old);
  }
  const id = documentKeyId(current);
  byId.set(id, current);
  return { current: { id, key: current }, byId };
}

function developmentKey(env: Pick<Env, 'DATA_DIR' | 'NODE_ENV' | 'NEXT_PHASE'>): Buffer {
  if (env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') throw new Error('DOCUMENTS_KEY is required in production');
  const file = path.resolve(env.DATA_DIR, 'documents-key');
  try {
    const key = parseDocumentKey(readFileSync(file, 'utf8'));
    if (key) return key;
  } catch {
    // not made yet
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    return parseDocumentKey(readFileSync(file, 'utf8'))!; // another process made it first
  }
}
