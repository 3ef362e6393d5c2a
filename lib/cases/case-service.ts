import 'server-only';
import { randomBytes } from 'node:crypto';
import { can } from '@/lib/auth/roles';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import type { StaffRef } from '@/lib/store/fields';
import type { Store } from '@/lib/store/store';
import { findVisaPage } from '@/lib/visa-facts/visa-pages';
import { resendEmail, stageEmail, stageUpdate, updateChatText } from './case-emails';
import { queueNotice } from './case-notices';
import { type Case, type ChecklistItem, ENDED_STAGES, type Traveller } from './case-repository';
import type { OpenCaseInput, ReviewInput, StageInput } from './case-schemas';
import { documentsOfVisaPage } from './checklist-from-visa';
import { CASE_STAGES, DECISION_LABELS, DOCUMENT_RETENTION_DAYS, MAX_CHECKLIST_ITEMS, STAGE_LABELS } from './constants';
import { daysBetween, dubaiDay } from './dates';
import type { DocumentKeyring } from './document-key';
import { currentPortalUrl } from './portal-access';

/** What the staff side of cases works with: the store, the keys (for the link in e-mails) and the site. */
export interface CaseDeps {
  store: Store;
  keyring: DocumentKeyring;
  siteUrl: string;
  siteName: string;
  now: Date;
}

export const shortId = () => randomBytes(6).toString('hex');

const newItem = (label: string, at: string): ChecklistItem => ({ id: shortId(), label, status: 'waiting', reason: null, fileId: null, updatedAt: at });

const refuse = (message: string, field = 'form') => new ValidationError(message, { [field]: [message] });

async function note(store: Store, caseId: string, at: Date, by: StaffRef, text: string, forApplicant: boolean) {
  await store.caseEvents.add({ caseId, at: at.toISOString(), actor: { kind: 'staff', name: by.name }, text, forApplicant });
}

/**
 * Opens a case, from a won lead or from scratch: the visa page, the applicant (who receives the
 * e-mails), the travellers, each with the checklist the visa page lists, the travel dates and the
 * consultant (a staff member who may work cases).
 */
export async function openCase({ store, now }: CaseDeps, by: StaffRef, input: OpenCaseInput): Promise<Case> {
  const visa = await findVisaPage(store, input.visaSlug);
  if (!visa) throw refuse('Choose a visa from the list.', 'visaSlug');
  // The applicant hears from us in the language of the page they sent their lead from.
  let language: Case['language'] = 'en';
  if (input.leadId) {
    const lead = await store.submissions.getById(input.leadId);
    if (!lead) throw refuse('The lead was not found: it may have been deleted.', 'leadId');
    if (lead.pipeline.stage !== 'won') throw refuse('Only a won lead becomes a case. Mark the lead as won first.', 'leadId');
    const existing = await store.cases.findByLead(input.leadId);
    if (existing) throw new ConflictError('A case is open for this lead already.', 'leadId');
    language = lead.language;
  }
  const consultant = await store.admins.findById(input.consultantId);
  if (!consultant || consultant.disabled || !can(consultant.role, 'cases')) throw refuse('Choose a consultant who works cases.', 'consultantId');
  const labels = await documentsOfVisaPage(store, visa.slug);
  const at = now.toISOString();
  // The page's Arabic title, for the applicant's Arabic e-mails (a stored visa shadows a country page).
  const stored = await store.visas.getBySlug(visa.slug);
  const titleAr = stored ? stored.titleAr : ((await store.countryPages.getBySlug(visa.slug))?.titleAr ?? '');
  const record = await store.cases.create({
    applicant: { name: input.applicantName, email: input.applicantEmail, phone: input.applicantPhone ?? null },
    leadId: input.leadId,
    language,
    visa: { ...visa, titleAr },
    travellers: input.travellers.map((name) => ({ id: shortId(), name, checklist: labels.map((label) => newItem(label, at)) })),
    travelFrom: input.travelFrom,
    travelTo: input.travelTo,
    consultant: { id: consultant._id, name: consultant.displayName || consultant.email },
    stage: 'documents_requested',
    stageAt: at,
    appointment: null,
    submittedAt: null,
    decision: null,
    decisionDays: null,
    documentsDueAt: null,
    documentsDeletedAt: null,
    createdBy: by,
    createdAt: at,
  });
  await note(store, record._id, now, by, `Case opened${input.leadId ? ' from the won lead' : ''}: ${STAGE_LABELS.documents_requested}.`, true);
  return record;
}

/** What a change sends: the update in words and the case's portal address, for the WhatsApp message. */
export interface CaseUpdate {
  record: Case;
  /** The click-to-chat text with the update, when the applicant has a phone number. */
  chatText: string | null;
}

/**
 * Moves a case to a later stage (any later one: an e-visa has no appointment), or closes it from
 * any stage. Submitted starts the documents' 30 days; a close without submission deletes them at
 * the worker's next pass. The applicant is e-mailed the update.
 */
export async function changeStage(deps: CaseDeps, by: StaffRef, input: StageInput): Promise<CaseUpdate> {
  const { store, now } = deps;
  const at = now.toISOString();
  const record = await store.cases.change(input.caseId, (current) => {
    const from = CASE_STAGES.indexOf(current.stage);
    const to = CASE_STAGES.indexOf(input.stage);
    if (current.stage === 'closed') throw refuse('This case is closed.', 'stage');
    if (to <= from) throw refuse(`The case is at ${STAGE_LABELS[current.stage]} already: choose a later stage.`, 'stage');
    const fields: Partial<Case> = { stage: input.stage, stageAt: at, updatedAt: at };
    if (input.stage === 'appointment_booked') fields.appointment = { centre: input.centre, date: input.date, time: input.time };
    if (input.stage === 'submitted' || (to > CASE_STAGES.indexOf('submitted') && !current.submittedAt && input.stage !== 'closed')) {
      fields.submittedAt = at;
    }
    const submittedAt = fields.submittedAt ?? current.submittedAt;
    if (input.stage === 'decision') {
      fields.decision = { outcome: input.outcome, date: input.date };
      fields.decisionDays = submittedAt ? Math.max(0, daysBetween(dubaiDay(new Date(submittedAt)), input.date)) : null;
    }
    if (!current.endedAt && (ENDED_STAGES as readonly string[]).includes(input.stage)) fields.endedAt = at;
    if (current.documentsDueAt === null) {
      if (submittedAt) fields.documentsDueAt = new Date(new Date(submittedAt).getTime() + DOCUMENT_RETENTION_DAYS * 86_400_000).toISOString();
      else if (input.stage === 'closed') fields.documentsDueAt = at;
    }
    return fields;
  });
  const detail =
    input.stage === 'appointment_booked'
      ? ` (${input.centre}, ${input.date} ${input.time})`
      : input.stage === 'decision'
        ? ` (${DECISION_LABELS[input.outcome]}, ${input.date})`
        : '';
  await note(store, record._id, now, by, `Stage: ${STAGE_LABELS[record.stage]}${detail}.`, true);
  const url = await currentPortalUrl(store, deps.keyring, deps.siteUrl, record._id, now);
  await queueNotice(store, record._id, record.applicant.email, stageEmail(record, deps.siteName, url), now);
  return { record, chatText: record.applicant.phone ? updateChatText(deps.siteName, record, stageUpdate(record), url) : null };
}

export function findItem(record: Case, travellerId: string, itemId: string): { traveller: Traveller; item: ChecklistItem } {
  const traveller = record.travellers.find((candidate) => candidate.id === travellerId);
  const item = traveller?.checklist.find((candidate) => candidate.id === itemId);
  if (!traveller || !item) throw new NotFoundError('That document is not on this case’s checklist.');
  return { traveller, item };
}

export const withItem = (travellers: readonly Traveller[], travellerId: string, itemId: string, change: (item: ChecklistItem) => ChecklistItem): Traveller[] =>
  travellers.map((traveller) =>
    traveller.id !== travellerId ? traveller : { ...traveller, checklist: traveller.checklist.map((item) => (item.id === itemId ? change(item) : item)) },
  );

/** Accepts a received document, or asks for it again with a reason the applicant reads (and is e-mailed). */
export async function reviewItem(deps: CaseDeps, by: StaffRef, input: ReviewInput): Promise<CaseUpdate> {
  const { store, now } = deps;
  const at = now.toISOString();
  const record = await store.cases.change(input.caseId, (current) => {
    const { item } = findItem(current, input.travellerId, input.itemId);
    if (input.verdict === 'accepted' && item.fileId === null) throw refuse('Nothing was received for this document yet.');
    return {
      travellers: withItem(current.travellers, input.travellerId, input.itemId, (old) => ({
        ...old,
        status: input.verdict,
        reason: input.verdict === 'resend' ? input.reason : null,
        updatedAt: at,
      })),
      updatedAt: at,
    };
  });
  const { traveller, item } = findItem(record, input.travellerId, input.itemId);
  if (input.verdict === 'accepted') {
    await note(store, record._id, now, by, `${item.label} (${traveller.name}): accepted.`, true);
    return { record, chatText: null };
  }
  await note(store, record._id, now, by, `${item.label} (${traveller.name}): please send again. ${input.reason}`, true);
  const url = await currentPortalUrl(store, deps.keyring, deps.siteUrl, record._id, now);
  await queueNotice(store, record._id, record.applicant.email, resendEmail(record, traveller.name, item, deps.siteName, url), now);
  const update = `Please send "${item.label}" for ${traveller.name} again: ${input.reason}`;
  return { record, chatText: record.applicant.phone ? updateChatText(deps.siteName, record, update, url) : null };
}

export async function addItem({ store, now }: CaseDeps, by: StaffRef, input: { caseId: string; travellerId: string; label: string }): Promise<Case> {
  const at = now.toISOString();
  const record = await store.cases.change(input.caseId, (current) => {
    const traveller = current.travellers.find((candidate) => candidate.id === input.travellerId);
    if (!traveller) throw new NotFoundError('That traveller is not on this case.');
    if (traveller.checklist.length >= MAX_CHECKLIST_ITEMS) throw refuse(`A checklist holds at most ${MAX_CHECKLIST_ITEMS} documents.`, 'label');
    return {
      travellers: current.travellers.map((one) => (one.id === traveller.id ? { ...one, checklist: [...one.checklist, newItem(input.label, at)] } : one)),
      updatedAt: at,
    };
  });
  const traveller = record.travellers.find((candidate) => candidate.id === input.travellerId)!;
  await note(store, record._id, now, by, `Added to ${traveller.name}’s checklist: ${input.label}.`, true);
  return record;
}

/** Takes a document off a traveller's checklist; a file sent for it stays with the case's documents until they are deleted. */
export async function removeItem({ store, now }: CaseDeps, by: StaffRef, input: { caseId: string; travellerId: string; itemId: string }): Promise<Case> {
  let removed: { traveller: Traveller; item: ChecklistItem } | null = null;
  const record = await store.cases.change(input.caseId, (current) => {
    removed = findItem(current, input.travellerId, input.itemId);
    return {
      travellers: current.travellers.map((one) => (one.id === input.travellerId ? { ...one, checklist: one.checklist.filter((item) => item.id !== input.itemId) } : one)),
      updatedAt: now.toISOString(),
    };
  });
  const { traveller, item } = removed!;
  await note(store, record._id, now, by, `Removed from ${traveller.name}’s checklist: ${item.label}.`, true);
  return record;
}

