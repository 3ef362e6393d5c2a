import { LEAD_STAGES, type LeadStage } from '@/lib/leads/submission-repository';
import { z } from '@/lib/validation/z';
import { fromDubaiLocal, isWithinOfficeHours } from './office-hours';

/** How the stages read in the admin. */
export const STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export const OFFICE_HOURS_MESSAGE = 'Choose a time in office hours: Monday to Friday, 9AM to 6PM (UAE time).';
export const LOST_REASON_MESSAGE = 'Say why the lead was lost.';

const objectId = z.string().regex(/^[0-9a-f]{24}$/);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || undefined);

/**
 * The lead form of the admin inbox (components/leads/lead-pipeline-form.tsx): the stage,
 * why a lost lead was lost, its owner ('' for nobody), the next follow-up in Dubai time ('' for
 * none; only inside office hours, when calls are allowed), and a note to add.
 */
export const pipelineFormSchema = z
  .object({
    id: objectId,
    stage: z.enum(LEAD_STAGES, 'Choose a stage.'),
    lostReason: optionalText(200, 'Keep the reason under 200 characters.'),
    ownerId: z.union([z.literal(''), objectId], 'Choose someone from the list.'),
    followUp: z.union([z.literal(''), z.string().trim()]),
    note: optionalText(2000, 'Keep a note under 2,000 characters.'),
  })
  .superRefine((input, context) => {
    if (input.stage === 'lost' && !input.lostReason) context.addIssue({ code: 'custom', path: ['lostReason'], message: LOST_REASON_MESSAGE });
    if (input.followUp) {
      const at = fromDubaiLocal(input.followUp);
      if (!at) context.addIssue({ code: 'custom', path: ['followUp'], message: 'Enter a date and a time.' });
      else if (!isWithinOfficeHours(at)) context.addIssue({ code: 'custom', path: ['followUp'], message: OFFICE_HOURS_MESSAGE });
    }
  });

export type PipelineFormInput = z.infer<typeof pipelineFormSchema>;
