import { blogDefinition, visaDefinition } from '@/lib/validation/content';
import type { Store } from '../types';
import { createSqliteAdminRepository } from './admin-repository';
import { createSqliteAuditRepository } from './audit-repository';
import { createSqliteCacheTagRepository } from './cache-tag-repository';
import { createSqliteInvitationRepository } from './invitation-repository';
import { createSqliteRateLimitRepository } from './rate-limit-repository';
import { createSqliteDraftRepository } from './draft-repository';
import { createSqliteRedirectRepository } from './redirect-repository';
import { createSqliteRevisionRepository } from './revision-repository';
import { createSqliteSettingRepository } from './setting-repository';
import { createSqliteSiteListRepository } from './site-list-repository';
import { createSqliteContentRepository } from './content-repository';
import { createSqliteCountryPageRepository } from './country-page-repository';
import { guard } from './errors';
import { openDatabase } from './open-database';
import { createSqliteSubmissionRepository } from './submission-repository';
import { createSqliteVisaFactsRepository } from './visa-facts-repository';
import { retryWhileBusy, waitingWhenBusy } from './wait-when-busy';

/** The embedded store: one SQLite file, created and migrated on first use. */
export function createSqliteStore(file: string): Store {
  const db = openDatabase(file);
  const markOnce = db.prepare('INSERT OR IGNORE INTO meta (key, created_at) VALUES (?, ?)');
  const hasMark = db.prepare<[string], { key: string }>('SELECT key FROM meta WHERE key = ?');
  return {
    kind: 'sqlite',
    visas: waitingWhenBusy(createSqliteContentRepository(db, { table: 'visas', label: 'visa', definition: visaDefinition })),
    blogs: waitingWhenBusy(createSqliteContentRepository(db, { table: 'blogs', label: 'blog post', definition: blogDefinition })),
    countryPages: waitingWhenBusy(createSqliteCountryPageRepository(db)),
    admins: waitingWhenBusy(createSqliteAdminRepository(db)),
    invitations: waitingWhenBusy(createSqliteInvitationRepository(db)),
    settings: waitingWhenBusy(createSqliteSettingRepository(db)),
    visaFacts: waitingWhenBusy(createSqliteVisaFactsRepository(db)),
    siteLists: waitingWhenBusy(createSqliteSiteListRepository(db)),
    redirects: waitingWhenBusy(createSqliteRedirectRepository(db)),
    drafts: waitingWhenBusy(createSqliteDraftRepository(db)),
    revisions: waitingWhenBusy(createSqliteRevisionRepository(db)),
    audit: waitingWhenBusy(createSqliteAuditRepository(db)),
    submissions: waitingWhenBusy(createSqliteSubmissionRepository(db)),
    cacheTags: waitingWhenBusy(createSqliteCacheTagRepository(db)),
    rateLimits: waitingWhenBusy(createSqliteRateLimitRepository(db)),
    markOnce(key) {
      return retryWhileBusy(async () => guard(() => markOnce.run(key, new Date().toISOString()).changes === 1));
    },
    hasMark(key) {
      return retryWhileBusy(async () => guard(() => hasMark.get(key) !== undefined));
    },
    async close() {
      db.close();
    },
  };
}
