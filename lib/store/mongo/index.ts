import { AdminUserModel } from '@/models/admin-user';
import { AuditEntryModel } from '@/models/audit-entry';
import { BlogModel } from '@/models/blog';
import { CacheTagModel } from '@/models/cache-tag';
import { CountryPageModel } from '@/models/country-page';
import { InvitationModel } from '@/models/invitation';
import { RateLimitModel } from '@/models/rate-limit';
import { DraftModel } from '@/models/draft';
import { RedirectModel } from '@/models/redirect';
import { RevisionModel } from '@/models/revision';
import { MetaModel } from '@/models/meta';
import { SettingModel } from '@/models/setting';
import { SiteListModel } from '@/models/site-list';
import { SubmissionModel } from '@/models/submission';
import { VisaModel } from '@/models/visa';
import { VisaFactsModel } from '@/models/visa-facts';
import { blogDefinition, visaDefinition } from '@/lib/validation/content';
import type { Store } from '../types';
import { createMongoAdminRepository } from './admin-repository';
import { createMongoAuditRepository } from './audit-repository';
import { createMongoCacheTagRepository } from './cache-tag-repository';
import { createMongoInvitationRepository } from './invitation-repository';
import { createMongoRateLimitRepository } from './rate-limit-repository';
import { createMongoDraftRepository } from './draft-repository';
import { createMongoRedirectRepository } from './redirect-repository';
import { createMongoRevisionRepository } from './revision-repository';
import { createMongoSettingRepository } from './setting-repository';
import { createMongoSiteListRepository } from './site-list-repository';
import { connectMongo, disconnectMongo } from './connection';
import { createMongoContentRepository } from './content-repository';
import { createMongoCountryPageRepository } from './country-page-repository';
import { guard, isDuplicateKey } from './errors';
import { backfillFindingColumns, createMongoSubmissionRepository } from './submission-repository';
import { createMongoVisaFactsRepository } from './visa-facts-repository';

/** The production store: MongoDB through mongoose. Indexes are built before the store is handed out. */
export async function createMongoStore(uri: string): Promise<Store> {
  await connectMongo(uri);
  await guard(() => Promise.all([VisaModel, BlogModel, AdminUserModel, SubmissionModel, MetaModel, CacheTagModel, RateLimitModel, InvitationModel, SettingModel, RedirectModel, AuditEntryModel, VisaFactsModel, DraftModel, RevisionModel, SiteListModel, CountryPageModel].map((m) => m.init())));
  await guard(() => backfillFindingColumns(SubmissionModel));
  return {
    kind: 'mongodb',
    visas: createMongoContentRepository(VisaModel, 'visa', visaDefinition),
    blogs: createMongoContentRepository(BlogModel, 'blog post', blogDefinition),
    countryPages: createMongoCountryPageRepository(CountryPageModel),
    admins: createMongoAdminRepository(AdminUserModel),
    invitations: createMongoInvitationRepository(InvitationModel),
    settings: createMongoSettingRepository(SettingModel),
    visaFacts: createMongoVisaFactsRepository(VisaFactsModel),
    siteLists: createMongoSiteListRepository(SiteListModel),
    redirects: createMongoRedirectRepository(RedirectModel),
    drafts: createMongoDraftRepository(DraftModel),
    revisions: createMongoRevisionRepository(RevisionModel),
    audit: createMongoAuditRepository(AuditEntryModel),
    submissions: createMongoSubmissionRepository(SubmissionModel),
    cacheTags: createMongoCacheTagRepository(CacheTagModel),
    rateLimits: createMongoRateLimitRepository(RateLimitModel),
    markOnce: (key) =>
      guard(async () => {
        try {
          const result = await MetaModel.updateOne(
            { key: String(key) },
            { $setOnInsert: { key: String(key), createdAt: new Date() } },
            { upsert: true },
          );
          return result.upsertedCount === 1;
        } catch (error) {
          if (isDuplicateKey(error)) return false;
          throw error;
        }
      }),
    hasMark: (key) => guard(async () => (await MetaModel.exists({ key: String(key) })) !== null),
    close: disconnectMongo,
  };
}
