import { normalizeUaeMobile } from '@/lib/leads/uae-mobile';
import { z } from '@/lib/validation/z';
import { CASE_STAGES, DECISIONS, MAX_TRAVELLERS, PORTAL_CODE_DIGITS } from './constants';

/** The inputs of cases, one schema each, shared by the staff forms, the portal and the server. */

const id = (what: string) => z.string().regex(/^[0-9a-f]{24}$/, `Which ${what}? The request named none.`);
const shortId = (what: string) => z.string().regex(/^[0-9a-z]{6,24}$/, `Which ${what}? The request named none.`);
const day = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: choose a date.`);
const optionalDay = (label: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(day(label).nullable());
const text = (label: string, min: number, max: number) =>
  z.string().trim().min(min, min <= 1 ? `${label} is required.` : `${label}: use at least ${min} characters.`).max(max, `${label}: use at most ${max} characters.`);

export const openCaseSchema = z
  .object({
    leadId: z
      .string()
      .optional()
      .transform((value) => value || null)
      .pipe(id('lead').nullable()),
    visaSlug: z.string().min(1, 'Choose the visa.'),
    applicantName: text('The applicant’s name', 1, 80),
    applicantEmail: z.string().trim().toLowerCase().pipe(z.email('Enter the applicant’s e-mail, like name@example.com: updates and the sign-in codes go there.')).pipe(z.string().max(200)),
    applicantPhone: z
      .string()
      .trim()
      .optional()
      .transform((value, context) => {
        if (!value) return null;
        const national = normalizeUaeMobile(value);
        if (!national) context.addIssue({ code: 'custom', message: 'Enter a UAE mobile number, like 050 123 4567.' });
        return national;
      }),
    travellers: z
      .string()
      .transform((value) => value.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))
      .pipe(
        z
          .array(z.string().max(80, 'Each traveller’s name: use at most 80 characters.'))
          .min(1, 'Name at least one traveller, one per line.')
          .max(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} travellers on one case.`),
      ),
    travelFrom: optionalDay('Travel from'),
    travelTo: optionalDay('Travel to'),
    consultantId: id('consultant'),
  })
  .refine((value) => !value.travelFrom || !value.travelTo || value.travelTo >= value.travelFrom, { path: ['travelTo'], message: 'The return cannot be before the departure.' });
export type OpenCaseInput = z.output<typeof openCaseSchema>;

export const stageSchema = z.discriminatedUnion(
  'stage',
  [
    z.object({ caseId: id('case'), stage: z.literal('appointment_booked'), centre: text('The visa centre', 2, 120), date: day('Appointment date'), time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Appointment time: like 09:30.') }),
    z.object({ caseId: id('case'), stage: z.literal('decision'), outcome: z.enum(DECISIONS, { error: 'Choose approved or refused.' }), date: day('Decision date') }),
    z.object({ caseId: id('case'), stage: z.enum(CASE_STAGES).exclude(['appointment_booked', 'decision']) }),
  ],
  { error: 'Choose the stage.' },
);
export type StageInput = z.output<typeof stageSchema>;

const itemRef = { caseId: id('case'), travellerId: shortId('traveller'), itemId: shortId('document') };

export const reviewSchema = z.discriminatedUnion('verdict', [
  z.object({ ...itemRef, verdict: z.literal('accepted') }),
  z.object({ ...itemRef, verdict: z.literal('resend'), reason: text('The reason', 3, 300) }),
]);
export type ReviewInput = z.output<typeof reviewSchema>;

export const addItemSchema = z.object({ caseId: id('case'), travellerId: shortId('traveller'), label: text('The document', 2, 160) });
export const removeItemSchema = z.object(itemRef);
export const caseIdSchema = z.object({ caseId: id('case') });

export const portalCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${PORTAL_CODE_DIGITS}}$`), `Type the ${PORTAL_CODE_DIGITS} digits from the e-mail.`)),
});

/** What the portal's upload names in its address: the traveller and the checklist item. */
export const uploadTargetSchema = z.object({ travellerId: shortId('traveller'), itemId: shortId('document') });

/** A staff filter of the case list, from the address. */
export const caseListFilterSchema = z.object({
  stage: z.enum(CASE_STAGES).optional().catch(undefined),
  visa: z.string().max(200).optional().catch(undefined),
  consultant: id('consultant').optional().catch(undefined),
  waiting: z.literal('1').optional().catch(undefined),
  week: z.literal('1').optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
