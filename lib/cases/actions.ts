'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionFailure } from '@/lib/admin/action-failure';
import { recordAudit } from '@/lib/audit/record';
import { NotFoundError } from '@/lib/errors';
import { type AdminSession, requireAdminForAction } from '@/lib/auth/require-admin';
import { parseForm } from '@/lib/staff/action-result';
import { getStore } from '@/lib/store';
import type { StaffRef } from '@/lib/store/fields';
import { whatsappChatHref } from '@/lib/whatsapp';
import type { CaseResult } from './action-result';
import { getCaseConfig } from './case-config';
import { portalLinkEmail } from './case-emails';
import { queueNotice } from './case-notices';
import { addItemSchema, caseIdSchema, openCaseSchema, removeItemSchema, reviewSchema, stageSchema } from './case-schemas';
import { addItem, type CaseDeps, changeStage, openCase, removeItem, reviewItem } from './case-service';
import { STAGE_LABELS } from './constants';
import { createPortalLink, portalUrl } from './portal-access';

/**
 * The staff forms of cases. Each checks the session and the `cases` capability before it reads
 * its input (401 / 403 otherwise), validates with the shared schema, and records the change in the
 * case's timeline (the services) and the audit log (here).
 */

const fieldsOf = (formData: FormData) => Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === 'string'));
const staffOf = (session: AdminSession): StaffRef => ({ id: session.admin._id, name: session.admin.displayName || session.admin.email });

async function deps(): Promise<CaseDeps> {
  const config = getCaseConfig();
  return { store: await getStore(), keyring: config.keyring, siteUrl: config.siteUrl, siteName: config.siteName, now: new Date() };
}

/** The WhatsApp message offered after a change; none to a number marked "Do not contact", whatever page sent the form. */
async function chatHref(phone: string | null, text: string | null): Promise<string | null> {
  if (!phone || !text) return null;
  if (await (await getStore()).doNotContact.find(phone)) return null;
  return whatsappChatHref(`971${phone}`, text);
}

async function run(work: (session: AdminSession) => Promise<Extract<CaseResult, { ok: true }>>): Promise<CaseResult> {
  const session = await requireAdminForAction({ capability: 'cases' });
  try {
    const result = await work(session);
    refresh();
    return result;
  } catch (error) {
    return actionFailure(error);
  }
}

export async function openCaseAction(_previous: CaseResult | null, formData: FormData): Promise<CaseResult> {
  const session = await requireAdminForAction({ capability: 'cases' });
  let id: string;
  try {
    const input = parseForm(openCaseSchema, fieldsOf(formData));
    const record = await openCase(await deps(), staffOf(session), input);
    await recordAudit({ action: 'case-opened', actor: session.admin, target: `case ${record._id}`, detail: `${record.visa.title}${record.leadId ? `, from lead ${record.leadId}` : ''}` });
    id = record._id;
  } catch (error) {
    return actionFailure(error);
  }
  redirect(`/admin/cases/${id}`);
}

export async function changeStageAction(_previous: CaseResult | null, formData: FormData): Promise<CaseResult> {
  return run(async (session) => {
    const input = parseForm(stageSchema, fieldsOf(formData));
    const { record, chatText } = await changeStage(await deps(), staffOf(session), input);
    await recordAudit({ action: 'case-change', actor: session.admin, target: `case ${record._id}`, detail: `stage: ${STAGE_LABELS[record.stage]}` });
    return { ok: true, message: `Moved to ${STAGE_LABELS[record.stage]}. The applicant is e-mailed.`, chatHref: await chatHref(record.applicant.phone, chatText) };
  });
}

export async function reviewItemAction(_previous: CaseResult | null, formData: FormData): Promise<CaseResult> {
  return run(async (session) => {
    const input = parseForm(reviewSchema, fieldsOf(formData));
    const { record, chatText } = await reviewItem(await deps(), staffOf(session), input);
    await recordAudit({ action: 'case-change', actor: session.admin, target: `case ${record._id}`, detail: input.verdict === 'accepted' ? 'document accepted' : 'document asked for again' });
    return input.verdict === 'accepted'
      ? { ok: true, message: 'Accepted.' }
      : { ok: true, message: 'Asked again. The applicant is e-mailed the reason.', chatHref: await chatHref(record.applicant.phone, chatText) };
  });
}

export async function addItemAction(_previous: CaseResult | null, formData: FormData): Promise<CaseResult> {
  return run(async (session) => {
    const input = parseForm(addItemSchema, fieldsOf(formData));
    await addItem(await deps(), staffOf(session), input);
    return { ok: true, message: `Added: ${input.label}.` };
  });
}

export async function removeItemAction(_previous: CaseResult | null, formData: FormData): Promise<CaseResult> {
  return run(async (session) => {
    const input = parseForm(removeItemSchema, fieldsOf(formData));
    await removeItem(await deps(), staffOf(session), input);
    return { ok: true, message: 'Removed from the checklist.' };
  });
}

/**
 * Makes the applicant's private link (the case's earlier links stop working), e-mails it, and
 * answers it with the WhatsApp message that carries it: the only moment the link is shown.
 */
export async function sendLinkAction(_previous: CaseResult | null, formData: FormData): Promise<CaseResult> {
  return run(async (session) => {
    const { caseId } = parseForm(caseIdSchema, fieldsOf(formData));
    const { store, keyring, siteUrl, siteName, now } = await deps();
    const record = await store.cases.get(caseId);
    if (!record) throw new NotFoundError('No such case.');
    const { token } = await createPortalLink(store, keyring, record, staffOf(session), now);
    const url = portalUrl(siteUrl, token);
    await queueNotice(store, record._id, record.applicant.email, portalLinkEmail(record, siteName, url), now);
    await store.caseEvents.add({ caseId, at: now.toISOString(), actor: { kind: 'staff', name: staffOf(session).name }, text: `A new private link was e-mailed to ${record.applicant.email}; earlier links stopped working.`, forApplicant: false });
    await recordAudit({ action: 'case-link', actor: session.admin, target: `case ${record._id}`, detail: 'new portal link e-mailed' });
    const text = `Hello ${record.applicant.name}, this is ${siteName}. Your private page for your ${record.visa.title} application: ${url} (we e-mail you a code when you open it on a new phone).`;
    return { ok: true, message: `Link e-mailed to ${record.applicant.email}.`, link: url, chatHref: await chatHref(record.applicant.phone, text) };
  });
}

export async function revokeLinksAction(_previous: CaseResult | null, formData: FormData): Promise<CaseResult> {
  return run(async (session) => {
    const { caseId } = parseForm(caseIdSchema, fieldsOf(formData));
    const { store, now } = await deps();
    const revoked = await store.portalLinks.revokeForCase(caseId, now.toISOString());
    await store.caseEvents.add({ caseId, at: now.toISOString(), actor: { kind: 'staff', name: staffOf(session).name }, text: 'The applicant’s links were revoked.', forApplicant: false });
    await recordAudit({ action: 'case-link', actor: session.admin, target: `case ${caseId}`, detail: `${revoked} portal links revoked` });
    return { ok: true, message: revoked > 0 ? 'The link no longer works, on every device.' : 'There was no working link.' };
  });
}
