/**
 * Schema history of the SQLite store. Each entry runs once, in order, tracked by
 * `PRAGMA user_version`; never edit an entry that has shipped, append a new one.
 * Visas and blogs keep their fields as JSON beside the columns that are queried or unique.
 */
export const migrations: string[] = [
  `
  CREATE TABLE visas (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    data TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX visas_created ON visas (created_at DESC, id DESC);

  CREATE TABLE blogs (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    data TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX blogs_created ON blogs (created_at DESC, id DESC);

  CREATE TABLE admin_users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    display_name TEXT NOT NULL,
    session_version INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE submissions (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    fields TEXT NOT NULL,
    deliveries TEXT NOT NULL,
    crm_status TEXT,
    email_status TEXT,
    next_attempt_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX submissions_created ON submissions (created_at DESC, id DESC);
  CREATE INDEX submissions_due ON submissions (next_attempt_at) WHERE next_attempt_at IS NOT NULL;

  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    created_at TEXT NOT NULL
  );
  `,
  // 2: cache tags' expiry times, shared by every instance on this file (lib/cache).
  `
  CREATE TABLE cache_tags (
    tag TEXT PRIMARY KEY,
    expired_at INTEGER NOT NULL
  );
  `,
  // 3: rate-limit hits, counted here so every instance on this file shares one count (lib/rate-limit.ts).
  `
  CREATE TABLE rate_hits (
    key TEXT NOT NULL,
    at INTEGER NOT NULL,
    request_id TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX rate_hits_key_at ON rate_hits (key, at);
  CREATE INDEX rate_hits_expires ON rate_hits (expires_at);
  `,
  // 4: where each lead came from (page, visa, UTM parameters, referrer), as JSON (lib/forms/lead-source.ts).
  `
  ALTER TABLE submissions ADD COLUMN source TEXT;
  `,
  // 5: the lead pipeline staff work each submission through (stage, owner, follow-up, notes), as
  // JSON, with the stage beside it for filters and counts.
  `
  ALTER TABLE submissions ADD COLUMN pipeline TEXT;
  ALTER TABLE submissions ADD COLUMN stage TEXT NOT NULL DEFAULT 'new';
  CREATE INDEX submissions_stage ON submissions (stage, created_at DESC);
  `,
  // 6: what staff search leads by (lib/store/lead-search.ts): names and e-mail in lower case and
  // phones in national digits; rows stored before are filled in from their fields here.
  `
  ALTER TABLE submissions ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
  UPDATE submissions SET search_text = trim(
    lower(trim(coalesce(json_extract(fields, '$.user_name'), '') || ' ' || coalesce(json_extract(fields, '$.customerName'), '') || ' ' ||
      coalesce(json_extract(fields, '$.usr_name'), '') || ' ' || coalesce(json_extract(fields, '$.usr_email'), ''))) || ' ' ||
    coalesce(json_extract(fields, '$.user_mobile'), '') || ' ' || coalesce(json_extract(fields, '$.mobileNo'), ''));
  `,
  // 7: each lead's phone (duplicates grouped by number) and source channel (counts per source),
  // filled in for older rows when the store opens (lib/store/sqlite/submission-repository.ts).
  `
  ALTER TABLE submissions ADD COLUMN phone TEXT;
  ALTER TABLE submissions ADD COLUMN source_channel TEXT;
  CREATE INDEX submissions_phone ON submissions (phone) WHERE phone IS NOT NULL;
  CREATE INDEX submissions_source_channel ON submissions (source_channel, created_at);
  `,
  // 8: staff accounts (issue #23): roles, disabling, a second factor with backup codes; e-mailed
  // invitations; the owner's settings; and the audit log, which the app only ever appends to.
  // Admins from before were the one kind of admin, with every right: they become owners.
  `
  ALTER TABLE admin_users ADD COLUMN role TEXT NOT NULL DEFAULT 'owner';
  ALTER TABLE admin_users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE admin_users ADD COLUMN totp_secret TEXT;
  ALTER TABLE admin_users ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE admin_users ADD COLUMN backup_codes TEXT NOT NULL DEFAULT '[]';

  CREATE TABLE invitations (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    role TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    invited_by TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    accepted_at TEXT
  );
  CREATE INDEX invitations_email ON invitations (email);

  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE audit_log (
    id TEXT PRIMARY KEY,
    at TEXT NOT NULL,
    action TEXT NOT NULL,
    actor_id TEXT,
    actor_email TEXT NOT NULL,
    target TEXT,
    detail TEXT,
    ip TEXT
  );
  CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
  CREATE INDEX audit_log_actor ON audit_log (actor_email, at DESC);
  CREATE INDEX audit_log_action ON audit_log (action, at DESC);
  CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'The audit log is append-only.'); END;
  `,
  // 9: the facts a consultant vouches for on each visa page (issue #22), by the page's slug; the
  // facts themselves as JSON (lib/validation/visa-facts.ts), the check beside them for the queue.
  `
  CREATE TABLE visa_facts (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    data TEXT NOT NULL,
    checked_by TEXT NOT NULL,
    checked_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX visa_facts_checked_at ON visa_facts (checked_at);
  `,
  // 10: redirects from old addresses (issue #22): a renamed slug's old path, or one staff added.
  // One redirect per old path; the target is looked up when a chain is collapsed.
  `
  CREATE TABLE redirects (
    id TEXT PRIMARY KEY,
    from_path TEXT NOT NULL UNIQUE,
    to_path TEXT NOT NULL,
    created_at TEXT NOT NULL,
    created_by TEXT
  );
  CREATE INDEX redirects_to ON redirects (to_path);
  `,
  // 11: the lists staff edit under "Site content" (issue #22): testimonials, jobs, FAQs. One row
  // per list, its items as JSON (lib/validation/site-lists.ts), a version for stale saves.
  `
  CREATE TABLE site_lists (
    name TEXT PRIMARY KEY,
    items TEXT NOT NULL,
    version INTEGER NOT NULL,
    updated_at TEXT NOT NULL,
    updated_by TEXT
  );
  `,
  // 12: drafts and revisions (issue #22). A draft's record_key is its record's id, or its own id
  // for a record not yet published, so one draft per record is a plain unique index.
  `
  CREATE TABLE drafts (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    record_id TEXT,
    record_key TEXT NOT NULL,
    data TEXT NOT NULL,
    saved_by TEXT NOT NULL,
    saved_at TEXT NOT NULL,
    version INTEGER NOT NULL,
    publish_at TEXT,
    scheduled_by TEXT,
    schedule_error TEXT,
    UNIQUE (kind, record_key)
  );
  CREATE INDEX drafts_publish_at ON drafts (publish_at) WHERE publish_at IS NOT NULL;
  CREATE TABLE revisions (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    record_id TEXT NOT NULL,
    number INTEGER NOT NULL,
    data TEXT NOT NULL,
    published_by TEXT NOT NULL,
    published_at TEXT NOT NULL,
    UNIQUE (kind, record_id, number)
  );
  `,
  // 13: the ten country pages (issue #22), stored so staff edit them: the slug unique, the display
  // order for the lists, the fields and the hero image as JSON (lib/validation/country-page.ts).
  `
  CREATE TABLE country_pages (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL,
    data TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX country_pages_position ON country_pages (position, slug);
  `,
];
