import type { SqliteDatabase } from '../sqlite/open-database';
import { FIRST_LAYOUT_COLLECTIONS, type FirstLayoutCollection, type LegacyDocument, toDocument } from './first-layout';

type Row = Record<string, unknown>;

const json = (text: unknown, fallback: unknown = null) => (typeof text === 'string' ? JSON.parse(text) : fallback);

/**
 * A row of each first-layout table as the document the MongoDB model of the time kept: the same
 * field names, JSON columns parsed. Columns a table gained in later versions of that layout may be
 * missing from an older file; they read as the default that version gave them.
 */
const legacyOf: Record<FirstLayoutCollection, (row: Row) => LegacyDocument> = {
  visas: (row) => content(row),
  blogs: (row) => content(row),
  country_pages: (row) => ({ _id: String(row.id), slug: row.slug, position: row.position, data: json(row.data), version: row.version, createdAt: row.created_at, updatedAt: row.updated_at }),
  admin_users: (row) => ({
    _id: String(row.id),
    email: row.email,
    passwordHash: row.password_hash,
    displayName: row.display_name,
    role: row.role ?? 'owner',
    disabled: row.disabled === 1,
    sessionVersion: row.session_version,
    totpSecret: row.totp_secret ?? null,
    totpLastStep: row.totp_last_step ?? 0,
    backupCodes: json(row.backup_codes, []),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  invitations: (row) => ({
    _id: String(row.id),
    email: row.email,
    role: row.role,
    tokenHash: row.token_hash,
    invitedBy: json(row.invited_by),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at,
  }),
  settings: (row) => ({ _id: String(row.key), value: row.value, updatedAt: row.updated_at }),
  visa_facts: (row) => ({ _id: String(row.id), slug: row.slug, facts: json(row.data), checkedBy: json(row.checked_by), checkedAt: row.checked_at, updatedAt: row.updated_at }),
  site_lists: (row) => ({ _id: String(row.name), items: json(row.items, []), version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by }),
  redirects: (row) => ({ _id: String(row.id), from: row.from_path, to: row.to_path, createdAt: row.created_at, createdBy: row.created_by }),
  drafts: (row) => ({
    _id: String(row.id),
    kind: row.kind,
    recordId: row.record_id,
    recordKey: row.record_key,
    fields: json(row.data),
    savedBy: json(row.saved_by),
    savedAt: row.saved_at,
    version: row.version,
    publishAt: row.publish_at,
    scheduledBy: json(row.scheduled_by),
    scheduleError: row.schedule_error,
  }),
  revisions: (row) => ({
    _id: String(row.id),
    kind: row.kind,
    recordId: row.record_id,
    number: row.number,
    fields: json(row.data),
    publishedBy: json(row.published_by),
    publishedAt: row.published_at,
  }),
  audit_log: (row) => ({
    _id: String(row.id),
    at: row.at,
    action: row.action,
    actor: { id: row.actor_id, email: row.actor_email },
    target: row.target,
    detail: row.detail,
    ip: row.ip,
  }),
  submissions: (row) => ({
    _id: String(row.id),
    kind: row.kind,
    idempotencyKey: row.idempotency_key,
    fields: json(row.fields),
    deliveries: json(row.deliveries, {}),
    source: json(row.source),
    pipeline: json(row.pipeline),
    createdAt: row.created_at,
  }),
  cache_tags: (row) => ({ _id: String(row.tag), expiredAt: row.expired_at }),
  meta: (row) => ({ _id: String(row.key), key: row.key, createdAt: row.created_at }),
};

function content(row: Row): LegacyDocument {
  return { ...json(row.data), _id: String(row.id), slug: row.slug, version: row.version, createdAt: row.created_at, updatedAt: row.updated_at };
}

/**
 * Upgrades a file of the first layout, inside the transaction that opens it: its tables step
 * aside (renamed `legacy_…`) for the declarations' tables, and `finish`, called once those exist,
 * writes each old row into them as its document and drops the old tables. The transaction makes it
 * all or nothing: a failure leaves the file as it was, for the next start to try again.
 */
export function upgradeFirstLayout(db: SqliteDatabase): { finish(): void } {
  const tables = new Set(db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((row) => row.name));
  const present = FIRST_LAYOUT_COLLECTIONS.filter((name) => tables.has(name));
  for (const name of present) db.exec(`ALTER TABLE "${name}" RENAME TO "legacy_${name}"`);
  db.exec('DROP TABLE IF EXISTS rate_hits');
  return {
    finish() {
      for (const name of present) {
        const insert = db.prepare<[string, string]>(`INSERT INTO "${name}" (_id, doc) VALUES (?, ?)`);
        for (const row of db.prepare<[], Row>(`SELECT * FROM "legacy_${name}"`).all()) {
          const { _id, ...doc } = toDocument(name, legacyOf[name](row));
          insert.run(_id, JSON.stringify(doc));
        }
        db.exec(`DROP TABLE "legacy_${name}"`);
      }
    },
  };
}
