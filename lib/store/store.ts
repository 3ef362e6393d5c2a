import { auditRecord, auditRepository, type AuditRepository } from '@/lib/audit/audit-repository';
import { caseEventRecord, caseEventRepository, type CaseEventRepository } from '@/lib/cases/case-event-repository';
import { caseFileRecord, caseFileRepository, type CaseFileRepository } from '@/lib/cases/case-file-repository';
import { caseNoticeRecord, caseNoticeRepository, type CaseNoticeRepository } from '@/lib/cases/case-notice-repository';
import { caseRecord, caseRepository, type CaseRepository } from '@/lib/cases/case-repository';
import { portalLinkRecord, portalLinkRepository, type PortalLinkRepository } from '@/lib/cases/portal-link-repository';
import { cacheTagRecord, cacheTagRepository, type CacheTagRepository } from '@/lib/cache/cache-tag-repository';
import { settingRecord, settingRepository, type SettingRepository } from '@/lib/config/setting-repository';
import { type Blog, blogRecord, contentRepository, type ContentRepository, type Visa, visaRecord } from '@/lib/content/content-repository';
import { countryPageRecord, countryPageRepository, type CountryPageRepository } from '@/lib/country-pages/country-page-repository';
import { doNotContactRecord, doNotContactRepository, type DoNotContactRepository } from '@/lib/privacy/do-not-contact-repository';
import { submissionRecord, submissionRepository, type SubmissionRepository } from '@/lib/leads/submission-repository';
import { draftRecord, draftRepository, type DraftRepository } from '@/lib/publishing/draft-repository';
import { revisionRecord, revisionRepository, type RevisionRepository } from '@/lib/publishing/revision-repository';
import { redirectRecord, redirectRepository, type RedirectRepository } from '@/lib/redirects/redirect-repository';
import { siteListRecord, siteListRepository, type SiteListRepository } from '@/lib/site-lists/site-list-repository';
import { adminRecord, adminRepository, type AdminUserRepository } from '@/lib/staff/admin-repository';
import { invitationRecord, invitationRepository, type InvitationRepository } from '@/lib/staff/invitation-repository';
import { profileRecord, profileRepository, type ProfileRepository } from '@/lib/staff/profile-repository';
import { blogDefinition, type BlogFields, visaDefinition, type VisaFields } from '@/lib/content/content-definition';
import { visaFactsRecord, visaFactsRepository, type VisaFactsRepository } from '@/lib/visa-facts/visa-facts-repository';
import type { DocumentStore } from './documents';
import { markRecord, marks } from './marks';
import { openSqliteDocuments } from './sqlite';
import { type PrivacyRequestRepository, privacyRequestRecord, privacyRequestRepository } from '@/lib/privacy/request-repository';

/** Every record type the site stores: what a store is opened with, its collections and indexes made from these. */
export const RECORDS = [
  visaRecord,
  blogRecord,
  countryPageRecord,
  adminRecord,
  invitationRecord,
  profileRecord,
  settingRecord,
  visaFactsRecord,
  siteListRecord,
  redirectRecord,
  draftRecord,
  revisionRecord,
  auditRecord,
  submissionRecord,
  cacheTagRecord,
  markRecord,
  caseRecord,
  caseEventRecord,
  caseFileRecord,
  portalLinkRecord,
  caseNoticeRecord,
  privacyRequestRecord,
  doNotContactRecord,
] as const;

/** The site's data: each record type's repository, written once above the document contract (./documents.ts). */
export interface Store {
  readonly kind: DocumentStore['kind'];
  visas: ContentRepository<VisaFields, Visa>;
  blogs: ContentRepository<BlogFields, Blog>;
  countryPages: CountryPageRepository;
  admins: AdminUserRepository;
  invitations: InvitationRepository;
  /** Public profiles: authors' bylines and the About page's team. */
  profiles: ProfileRepository;
  settings: SettingRepository;
  visaFacts: VisaFactsRepository;
  siteLists: SiteListRepository;
  redirects: RedirectRepository;
  drafts: DraftRepository;
  revisions: RevisionRepository;
  audit: AuditRepository;
  submissions: SubmissionRepository;
  cacheTags: CacheTagRepository;
  cases: CaseRepository;
  caseEvents: CaseEventRepository;
  caseFiles: CaseFileRepository;
  portalLinks: PortalLinkRepository;
  caseNotices: CaseNoticeRepository;
  privacyRequests: PrivacyRequestRepository;
  /** Numbers that must never be called or messaged again (lib/privacy). */
  doNotContact: DoNotContactRepository;
  /** Marks a one-time task done; returns false when it had been marked already. */
  markOnce(key: string): Promise<boolean>;
  /** Whether a one-time task has been marked done. */
  hasMark(key: string): Promise<boolean>;
  /** The document store underneath, for tests and for libraries that keep tables of their own. */
  documents: DocumentStore;
  close(): Promise<void>;
}

export function storeOn(documents: DocumentStore): Store {
  const of = documents.collection.bind(documents);
  return {
    kind: documents.kind,
    visas: contentRepository<VisaFields>(of(visaRecord), { label: 'visa', definition: visaDefinition }),
    blogs: contentRepository<BlogFields>(of(blogRecord), { label: 'blog post', definition: blogDefinition }),
    countryPages: countryPageRepository(of(countryPageRecord)),
    admins: adminRepository(of(adminRecord)),
    invitations: invitationRepository(of(invitationRecord)),
    profiles: profileRepository(of(profileRecord)),
    settings: settingRepository(of(settingRecord)),
    visaFacts: visaFactsRepository(of(visaFactsRecord)),
    siteLists: siteListRepository(of(siteListRecord)),
    redirects: redirectRepository(of(redirectRecord)),
    drafts: draftRepository(of(draftRecord)),
    revisions: revisionRepository(of(revisionRecord)),
    audit: auditRepository(of(auditRecord)),
    submissions: submissionRepository(of(submissionRecord)),
    cacheTags: cacheTagRepository(of(cacheTagRecord)),
    cases: caseRepository(of(caseRecord)),
    caseEvents: caseEventRepository(of(caseEventRecord)),
    caseFiles: caseFileRepository(of(caseFileRecord)),
    portalLinks: portalLinkRepository(of(portalLinkRecord)),
    caseNotices: caseNoticeRepository(of(caseNoticeRecord)),
    privacyRequests: privacyRequestRepository(of(privacyRequestRecord)),
    doNotContact: doNotContactRepository(of(doNotContactRecord)),
    ...marks(of(markRecord)),
    documents,
    close: () => documents.close(),
  };
}

/** The embedded store in one SQLite file, made and upgraded on first use. */
export const createSqliteStore = (file: string): Store => storeOn(openSqliteDocuments(file, RECORDS));
