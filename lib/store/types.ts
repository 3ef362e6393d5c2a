/**
 * The store contract: domain types and the interface both adapters (SQLite, MongoDB) implement.
 * Adapters return plain objects: `_id` is a 24-hex string, dates are ISO strings, lists are
 * newest first. Callers never see a driver type.
 */

import type { LeadSource } from '@/lib/forms/lead-source-shape';
import type { BlogFields, VisaFields } from '@/lib/validation/content';
import type { SiteListItem, SiteListName } from '@/lib/validation/site-lists';
import type { CountryPageFields, NewCountryPage } from '@/lib/validation/country-page';
import type { VisaFactsFields } from '@/lib/validation/visa-facts';

/** A content type's fields are its definition's (`lib/validation/content.ts`), never written out twice. */
export type { BlogFields, QuestionAnswer, VisaFields } from '@/lib/validation/content';

interface Timestamps {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

/** Content records carry a version that every update increments (optimistic concurrency). */
interface Versioned {
  version: number;
}

export type Visa = VisaFields & Timestamps & Versioned;
export type Blog = BlogFields & Timestamps & Versioned;

export interface UpdateOptions {
  /** When given, the update is refused with a ConflictError unless the record is at this version. */
  expectedVersion?: number;
}

/** Visas and blog posts share one repository shape. */
export interface ContentRepository<Fields, Item> {
  /** Newest first. */
  list(): Promise<Item[]>;
  getBySlug(slug: string): Promise<Item | null>;
  getById(id: string): Promise<Item | null>;
  /** Throws ConflictError when the slug is taken. */
  create(fields: Fields): Promise<Item>;
  /** Throws NotFoundError for an unknown id, ConflictError for a taken slug or a stale version. */
  update(id: string, patch: Partial<Fields>, options?: UpdateOptions): Promise<Item>;
  /** Returns the deleted record, or null when there was none. */
  delete(id: string): Promise<Item | null>;
  count(): Promise<number>;
}

/**
 * A country page (issue #22): its definition's fields (lib/validation/country-page.ts), with the
 * old site's names, plus the fixed `url` (slug), `id` (display order) and `Imgs` (hero image).
 */
export type CountryPage = NewCountryPage & Timestamps & Versioned;
export type { CountryPageFields, NewCountryPage } from '@/lib/validation/country-page';

/**
 * The ten country pages. Their set is fixed (content/country-pages/slugs.mjs): the seed creates
 * them, staff edit their fields, nothing deletes one or changes its slug, order or hero image.
 */
export interface CountryPageRepository {
  /** In display order (`id`). */
  list(): Promise<CountryPage[]>;
  getBySlug(slug: string): Promise<CountryPage | null>;
  /** By the record id drafts and versions keep. */
  getById(id: string): Promise<CountryPage | null>;
  /** Throws ConflictError when the slug is taken. */
  create(page: NewCountryPage): Promise<CountryPage>;
  /**
   * Changes the editable fields given (the fixed ones are not part of a patch) and increments the
   * version. Throws NotFoundError for an unknown slug, ConflictError for a stale `expectedVersion`.
   */
  update(slug: string, patch: Partial<CountryPageFields>, options?: UpdateOptions): Promise<CountryPage>;
  count(): Promise<number>;
}

/** What a staff member may do (lib/auth/roles.ts): the owner everything, editors content, sales leads. */
export const ADMIN_ROLES = ['owner', 'editor', 'sales'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export interface AdminUser extends Timestamps {
  /** Lower-cased. */
  email: string;
  passwordHash: string;
  displayName: string;
  role: AdminRole;
  /** A disabled account cannot sign in, and its sessions ended when it was disabled. */
  disabled: boolean;
  /** Incremented on sign-out, password change and disabling; sessions carrying an older value are void. */
  sessionVersion: number;
  /** The base32 TOTP secret of a person who enrolled a second factor, or null. */
  totpSecret: string | null;
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  totpLastStep: number;
  /** SHA-256 hashes of the unused one-time backup codes. */
  backupCodes: string[];
}

export interface NewAdminUser {
  email: string;
  passwordHash: string;
  displayName: string;
  role: AdminRole;
}

/** What an account change by the owner may set; fields left out are kept. */
export interface AdminAccountChange {
  role?: AdminRole;
  /** Disabling also ends the account's sessions (the session version is bumped). */
  disabled?: boolean;
  displayName?: string;
}

export interface AdminUserRepository {
  findByEmail(email: string): Promise<AdminUser | null>;
  findById(id: string): Promise<AdminUser | null>;
  /** Throws ConflictError when the e-mail is taken. */
  create(user: NewAdminUser): Promise<AdminUser>;
  /** Replaces the hash and increments the session version. */
  setPassword(id: string, passwordHash: string): Promise<AdminUser>;
  /** Increments the session version, returning the new value. */
  bumpSessionVersion(id: string): Promise<number>;
  /** Role, enabled state or name. Throws NotFoundError for an unknown id. */
  update(id: string, change: AdminAccountChange): Promise<AdminUser>;
  /**
   * Sets (or with null, removes) the second factor: the secret and the hashes of fresh backup
   * codes, starting the step count again. Throws NotFoundError for an unknown id.
   */
  setSecondFactor(id: string, factor: { secret: string; backupCodes: string[] } | null): Promise<AdminUser>;
  /** Records that a TOTP code of this step was used; false when this or a later step was used already. */
  useTotpStep(id: string, step: number): Promise<boolean>;
  /** Removes one unused backup code by its hash; false when it is not (or no longer) there. */
  useBackupCode(id: string, codeHash: string): Promise<boolean>;
  count(): Promise<number>;
  /** Every admin, oldest first. */
  list(): Promise<AdminUser[]>;
  /** Deletes an admin (its sessions end with it); returns whether there was one. */
  remove(id: string): Promise<boolean>;
}

/** An e-mailed invitation to join the staff, accepted once through its link before it expires. */
export interface Invitation {
  _id: string;
  /** Lower-cased. */
  email: string;
  role: AdminRole;
  /** SHA-256 of the link's token: the token itself is only in the e-mail. */
  tokenHash: string;
  invitedBy: { id: string; name: string };
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

export type NewInvitation = Omit<Invitation, '_id' | 'createdAt' | 'acceptedAt'>;

export interface InvitationRepository {
  create(invitation: NewInvitation): Promise<Invitation>;
  findByTokenHash(tokenHash: string): Promise<Invitation | null>;
  /** Invitations neither accepted nor expired at `now`, newest first. */
  listPending(now: string): Promise<Invitation[]>;
  /**
   * Marks the invitation accepted if it is still open at `now` (not accepted, not expired), once
   * whatever the number of concurrent calls; returns it, or null when it was not open.
   */
  accept(tokenHash: string, now: string): Promise<Invitation | null>;
  /** Withdraws an invitation; returns whether there was one. */
  remove(id: string): Promise<boolean>;
  /** Withdraws the open invitations of an e-mail (a new invitation replaces them); returns how many. */
  removeOpenFor(email: string): Promise<number>;
}

/** A visa page's facts (lib/validation/visa-facts.ts) and who vouched for them, when. */
export interface VisaFacts extends VisaFactsFields {
  _id: string;
  /** The visa page's slug: a stored visa's or a country page's. */
  slug: string;
  checkedBy: { id: string | null; name: string };
  /** When they were last checked (ISO): a save or a confirmation without change. */
  checkedAt: string;
  updatedAt: string;
}

export interface VisaFactsRepository {
  get(slug: string): Promise<VisaFacts | null>;
  /** By slug. */
  list(): Promise<VisaFacts[]>;
  /** Facts last checked before `cutoff` (ISO), the longest unchecked first: the re-check queue. */
  listCheckedBefore(cutoff: string): Promise<VisaFacts[]>;
  /** Creates or replaces a page's facts, stamped as checked. */
  save(slug: string, fields: VisaFactsFields, check: { by: VisaFacts['checkedBy']; at: string }): Promise<VisaFacts>;
  /** Stamps unchanged facts as checked again. Throws NotFoundError when the page has none. */
  confirm(slug: string, check: { by: VisaFacts['checkedBy']; at: string }): Promise<VisaFacts>;
  /** Moves facts to a page's new slug (a renamed visa). Returns false when there were none. */
  rename(from: string, to: string): Promise<boolean>;
  remove(slug: string): Promise<boolean>;
}

/** What keeps drafts and revisions (issue #22): the records staff publish. `country` is a country page. */
export const EDITABLE_KINDS = ['visa', 'blog', 'country'] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

/**
 * What keeps revisions: the editable kinds, and the site's lists (`list`, the list's name as the
 * record id), which publish at once and keep no drafts: an old version is loaded into the form.
 */
export const REVISION_KINDS = [...EDITABLE_KINDS, 'list'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** A staff member as the record of their work names them; id null for work nobody signed (the seed). */
export interface StaffRef {
  id: string | null;
  name: string;
}

/**
 * Changes to a record kept apart from it until someone publishes them: the public pages and the
 * public API never read drafts. One draft per published record; a record not yet published
 * exists only as its draft (recordId null) until its first publish creates it.
 */
export interface Draft {
  _id: string;
  kind: EditableKind;
  /** The published record it changes, or null for a record that is not published yet. */
  recordId: string | null;
  /** The record's fields as validated and sanitised when the draft was saved (the image's URL among them). */
  fields: Record<string, unknown>;
  savedBy: StaffRef;
  savedAt: string;
  /** Incremented by every save: a stale save is refused, and a scheduled publish publishes what it read. */
  version: number;
  /** When the worker publishes it (ISO), or null. */
  publishAt: string | null;
  scheduledBy: StaffRef | null;
  /** Why the last scheduled publish failed (its schedule is then cleared), or null. */
  scheduleError: string | null;
}

export interface DraftInput {
  kind: EditableKind;
  recordId: string | null;
  fields: Record<string, unknown>;
  savedBy: StaffRef;
  savedAt: string;
}

export interface DraftSaveOptions {
  /** The draft to replace (a record not yet published has only its draft's id). */
  id?: string;
  /** Refuse with a ConflictError unless the existing draft is at this version. */
  expectedVersion?: number;
}

export interface DraftRepository {
  get(id: string): Promise<Draft | null>;
  /** The draft of a published record, if any. */
  findFor(kind: EditableKind, recordId: string): Promise<Draft | null>;
  /** Most recently saved first. */
  list(kind?: EditableKind): Promise<Draft[]>;
  /**
   * Replaces the draft given by `options.id`, or the record's draft (`input.recordId`), keeping its
   * schedule, or creates one. Throws NotFoundError for an unknown `options.id` and ConflictError
   * for a stale `options.expectedVersion`.
   */
  save(input: DraftInput, options?: DraftSaveOptions): Promise<Draft>;
  /** Sets or (with null) clears the publish time; `error` records why a scheduled publish failed. Throws NotFoundError. */
  schedule(id: string, publishAt: string | null, by: StaffRef | null, error?: string | null): Promise<Draft>;
  /** Drafts whose publish time is at or before `now` (ISO), the earliest first. */
  listDue(now: string): Promise<Draft[]>;
  /**
   * Deletes a draft; with `expectedVersion`, only if it is still at that version (a draft saved
   * again while it was being published stays). Returns the deleted draft, or null.
   */
  remove(id: string, expectedVersion?: number): Promise<Draft | null>;
}

/** One published version of a record: every publish keeps one (who, when, what). Never changed. */
export interface Revision {
  _id: string;
  kind: RevisionKind;
  recordId: string;
  /** The record's version once published: unique per record. */
  number: number;
  fields: Record<string, unknown>;
  publishedBy: StaffRef;
  publishedAt: string;
}

export interface RevisionRepository {
  /** Keeps a version; adding the same kind, record and number again returns the one kept. */
  add(revision: Omit<Revision, '_id'>): Promise<Revision>;
  /** A record's versions, the newest first. */
  list(kind: RevisionKind, recordId: string): Promise<Revision[]>;
  get(id: string): Promise<Revision | null>;
  /** A deleted record's versions go with it; returns how many. */
  removeFor(kind: RevisionKind, recordId: string): Promise<number>;
}

/** One of the lists staff edit under "Site content" (lib/validation/site-lists.ts), kept whole. */
export interface SiteList<Name extends SiteListName = SiteListName> {
  name: Name;
  items: SiteListItem<Name>[];
  /** 1 when first stored; every save adds one (optimistic concurrency, as for visas). */
  version: number;
  updatedAt: string;
  /** Who saved it last, as the admin names them; null for the seed. */
  updatedBy: string | null;
}

export interface SiteListRepository {
  get<Name extends SiteListName>(name: Name): Promise<SiteList<Name> | null>;
  /**
   * Replaces a list's items (validated by the caller). `expectedVersion` is the version the
   * editor opened: 0 for a list not stored yet, which is then created at version 1. Throws
   * ConflictError when the list is at another version (someone saved in between).
   */
  save<Name extends SiteListName>(name: Name, items: SiteListItem<Name>[], options: { expectedVersion: number; by: string | null }): Promise<SiteList<Name>>;
  /** Stores a list at version 1 unless it is stored already (the seed); returns whether it did. */
  createIfAbsent<Name extends SiteListName>(name: Name, items: SiteListItem<Name>[]): Promise<boolean>;
}

/** Site-wide switches the owner sets in the admin (one value per key). */
export interface SettingRepository {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
}

/**
 * An old address that answers 301 with a newer one (issue #22): written when a visa's or a post's
 * slug changes, or by staff in the admin. Paths are the site's own (`/visa/old-slug`), no query.
 */
export interface Redirect {
  _id: string;
  from: string;
  to: string;
  createdAt: string;
  /** The staff member's name for one added by hand; null for one written by a slug change. */
  createdBy: string | null;
}

export interface SetRedirectOptions {
  /**
   * `to` shows a page now (a record's new slug): a redirect from `to` is removed rather than
   * followed, so renaming a slug back to an earlier one never loops.
   */
  live?: boolean;
}

/**
 * The redirects, kept free of chains and loops: no redirect's `to` is another's `from`, so each
 * old address answers with the current one in one hop.
 */
export interface RedirectRepository {
  /** Newest first. */
  list(): Promise<Redirect[]>;
  find(from: string): Promise<Redirect | null>;
  /**
   * Makes `from` redirect to `to` (replacing a redirect from `from`), and every redirect that led
   * to `from` lead to `to` directly (chains collapsed). When `to` is itself redirected the new one
   * goes where that one goes, unless `options.live`, which removes it instead. Refuses `from ===
   * to` with a ValidationError, and a redirect whose target leads back to `from` with a
   * ConflictError.
   */
  set(from: string, to: string, createdBy: string | null, options?: SetRedirectOptions): Promise<Redirect>;
  /** Deletes one by id; returns it, or null when there was none. */
  remove(id: string): Promise<Redirect | null>;
  /** Deletes the redirect from this address (a page now lives there); returns whether there was one. */
  removeFrom(from: string): Promise<boolean>;
  /** Deletes the redirects to this address (its page was deleted); returns how many. */
  removeTo(to: string): Promise<number>;
}

/** What the audit log records (lib/audit/action-labels.ts names each for people). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sign-out-everywhere',
  'publish',
  'draft-saved',
  'draft-scheduled',
  'draft-discarded',
  'delete',
  'restore',
  'facts-checked',
  'export',
  'lead-change',
  'invite',
  'invite-withdrawn',
  'account-created',
  'account-changed',
  'account-removed',
  'password-changed',
  'second-factor-on',
  'second-factor-off',
  'second-factor-required',
  'redirect-change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit log: who did what to what, when, from which address. Never changed. */
export interface AuditEntry {
  _id: string;
  at: string;
  action: AuditAction;
  /** The signed-in person; for a failed sign-in, the e-mail that was tried (id null). */
  actor: { id: string | null; email: string };
  /** What it was done to, as people read it ("visa dubai-tourist", "lead 66a…", "editor@…"). */
  target: string | null;
  /** More about it ("stage: new → contacted", "wrong password"). */
  detail: string | null;
  ip: string | null;
}

export type NewAuditEntry = Omit<AuditEntry, '_id'>;

export interface AuditFilter {
  action?: AuditAction;
  /** The actor's e-mail, exactly (lower-cased). */
  actorEmail?: string;
  /** ISO date: at or after. */
  since?: string;
  /** ISO date: before. */
  until?: string;
  limit?: number;
  offset?: number;
}

/**
 * The audit log, append-only from the app: there is no update, and the only delete is the
 * retention sweep of entries older than the kept time.
 */
export interface AuditRepository {
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** Newest first. */
  list(filter?: AuditFilter): Promise<AuditEntry[]>;
  count(filter?: AuditFilter): Promise<number>;
  /** Deletes entries from before `cutoff` (ISO); returns how many. */
  deleteBefore(cutoff: string): Promise<number>;
}

export const SUBMISSION_KINDS = ['callback', 'consultation', 'lead', 'contact', 'career'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const DELIVERY_CHANNELS = ['crm', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryAttempt {
  at: string;
  ok: boolean;
  error?: string;
}

export interface Delivery {
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  /** When the next try is due (pending deliveries only). */
  nextAttemptAt: string | null;
  history: DeliveryAttempt[];
}

/** Where staff are with a lead (issue #21): New, Contacted, Qualified, then Won or Lost. */
export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export interface LeadNote {
  at: string;
  /** Who wrote it: the staff member's display name. */
  by: string;
  text: string;
}

export interface LeadPipeline {
  stage: LeadStage;
  /** Why a lost lead was lost (required for that stage, null otherwise). */
  lostReason: string | null;
  /** The staff member who works the lead: an admin's id, with the name shown for it. */
  owner: { id: string; name: string } | null;
  /** When to call again (ISO), proposed inside office hours. */
  followUpAt: string | null;
  /** Oldest first. */
  notes: LeadNote[];
  /** The last change, or null for a lead nobody has touched. */
  updatedAt: string | null;
}

/** A lead nobody has worked yet. */
export const NEW_LEAD: LeadPipeline = Object.freeze({ stage: 'new', lostReason: null, owner: null, followUpAt: null, notes: [], updatedAt: null }) as LeadPipeline;

/**
 * One change by staff: the stage (with its reason when lost), the owner, the follow-up time (each
 * null to clear), and a note to add. Fields left out are kept.
 */
export interface PipelineChange {
  stage?: LeadStage;
  lostReason?: string | null;
  owner?: { id: string; name: string } | null;
  followUpAt?: string | null;
  note?: LeadNote;
  at: string;
}

export interface Submission {
  _id: string;
  kind: SubmissionKind;
  /** The validated form fields, as the visitor sent them. */
  fields: Record<string, string>;
  idempotencyKey: string;
  createdAt: string;
  deliveries: Partial<Record<DeliveryChannel, Delivery>>;
  /** Where the visitor sent it from and how they reached the site; null when the browser sent none. */
  source: LeadSource | null;
  pipeline: LeadPipeline;
}

export interface NewSubmission {
  kind: SubmissionKind;
  fields: Record<string, string>;
  idempotencyKey: string;
  /** The channels this submission goes to, each starting as given (usually pending). */
  deliveries: Partial<Record<DeliveryChannel, Delivery>>;
  source?: LeadSource | null;
  createdAt?: string;
}

export interface SubmissionFilter {
  kind?: SubmissionKind;
  /** Leads at this stage of the pipeline. */
  stage?: LeadStage;
  /** Matches submissions with at least one channel in this status. */
  status?: DeliveryStatus;
  channel?: DeliveryChannel;
  /** ISO date: created at or after. */
  since?: string;
  /** ISO date: created before. */
  until?: string;
  /** A name, e-mail or phone number as staff type it (lib/store/lead-search.ts). */
  search?: string;
  limit?: number;
  /** Rows skipped before the first one listed (pages of the inbox). */
  offset?: number;
}

/** Per form and for all forms: how many submissions, and how many with a delivery in each status. */
export type StatusCounts = { total: number } & Record<DeliveryStatus, number>;
export type KindSummary = Record<SubmissionKind | 'all', StatusCounts>;

/** The part of a delivery's state that a compare-and-set checks. */
export type DeliveryState = Pick<Delivery, 'status' | 'attempts' | 'nextAttemptAt'>;

export interface UpdateDeliveryOptions {
  /** Refuse the update (ConflictError) unless the channel is currently in exactly this state. */
  expected?: DeliveryState;
}

export interface SubmissionRepository {
  /**
   * Stores a submission unless one with the same idempotency key exists; either way returns the
   * stored record, with `created` telling which happened.
   */
  create(submission: NewSubmission): Promise<{ submission: Submission; created: boolean }>;
  getById(id: string): Promise<Submission | null>;
  /** Newest first. */
  list(filter?: SubmissionFilter): Promise<Submission[]>;
  /** Pending deliveries whose next attempt is due at `now`, oldest first. */
  listDue(now: string, limit: number): Promise<Submission[]>;
  /**
   * Replaces one channel's delivery state, leaving the other channels as they are (also when they
   * change at the same moment). Throws NotFoundError for an unknown id, and ConflictError when
   * `options.expected` is given and the channel is no longer in that state: the delivery worker
   * claims a delivery this way, so two workers never send the same one.
   */
  updateDelivery(id: string, channel: DeliveryChannel, delivery: Delivery, options?: UpdateDeliveryOptions): Promise<Submission>;
  /**
   * Applies one change by staff to a lead's pipeline, atomically with other changes at the same
   * moment (a note is appended, never lost to a concurrent save). Throws NotFoundError for an
   * unknown id.
   */
  updatePipeline(id: string, change: PipelineChange): Promise<Submission>;
  /** Submissions created at or after `since`, counted per form and delivery status by the store. */
  summarize(since: string): Promise<KindSummary>;
  /** How many submissions each of these phones (national digits) sent: duplicates grouped by phone. */
  countByPhone(phones: string[]): Promise<Record<string, number>>;
  /** How many submissions the filter finds per source channel (lib/forms/lead-source-channel.ts), most first. */
  countBySource(filter?: Omit<SubmissionFilter, 'limit' | 'offset'>): Promise<Array<{ channel: string; count: number }>>;
  /** How many leads the filter (its stage aside) finds at each stage, counted by the store. */
  countByStage(filter?: Omit<SubmissionFilter, 'stage' | 'limit'>): Promise<Record<LeadStage, number>>;
  /** Deletes the given ids, returning how many went. */
  deleteMany(ids: string[]): Promise<number>;
  count(filter?: SubmissionFilter): Promise<number>;
}

/**
 * When each cache tag was last expired, kept in the store so every instance of the site (and the
 * same instance after a restart) agrees on what is stale: lib/cache/shared-cache-tags.ts.
 */
export interface CacheTagRepository {
  /** Records that these tags expired at `at` (ms since the epoch); a later time is never replaced by an earlier one. */
  expire(tags: string[], at: number): Promise<void>;
  /** Every tag's latest expiry time (ms since the epoch). */
  expirations(): Promise<Record<string, number>>;
}

/** One sliding window of a rate limit: at most `max` hits within `windowMs`. */
export interface RateLimitWindow {
  max: number;
  windowMs: number;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Rate-limit hits counted in the store, shared by every instance (lib/rate-limit.ts,
 * createSharedRateLimiter). Times are ms since the epoch.
 */
export interface RateLimitRepository {
  /**
   * Counts a hit for `key` at `at` when `windows` allow it, atomically with the check, and
   * answers as the in-memory limiter would. A hit carrying a `requestId` already counted within
   * the longest window is allowed without counting again. Refused hits are not counted.
   */
  hit(key: string, windows: RateLimitWindow[], at: number, requestId?: string): Promise<RateLimitResult>;
  /** Whether a hit would be allowed at `at`, without counting one. */
  check(key: string, windows: RateLimitWindow[], at: number): Promise<RateLimitResult>;
  /** Forgets a key's hits. */
  reset(key: string): Promise<void>;
}

export interface Store {
  readonly kind: 'sqlite' | 'mongodb';
  visas: ContentRepository<VisaFields, Visa>;
  blogs: ContentRepository<BlogFields, Blog>;
  countryPages: CountryPageRepository;
  admins: AdminUserRepository;
  invitations: InvitationRepository;
  settings: SettingRepository;
  visaFacts: VisaFactsRepository;
  siteLists: SiteListRepository;
  redirects: RedirectRepository;
  drafts: DraftRepository;
  revisions: RevisionRepository;
  audit: AuditRepository;
  submissions: SubmissionRepository;
  cacheTags: CacheTagRepository;
  rateLimits: RateLimitRepository;
  /** Marks a one-time task done; returns false when it had been marked already. */
  markOnce(key: string): Promise<boolean>;
  /** Whether a one-time task has been marked done. */
  hasMark(key: string): Promise<boolean>;
  close(): Promise<void>;
}
