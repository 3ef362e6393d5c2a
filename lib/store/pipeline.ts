import { LEAD_STAGES, type LeadPipeline, type LeadStage, NEW_LEAD, type PipelineChange } from './types';

/** The pipeline after one change, the same on both stores (the adapters differ only in how they make it atomic). */
export function applyPipelineChange(current: LeadPipeline | null | undefined, change: PipelineChange): LeadPipeline {
  const base = current ?? NEW_LEAD;
  const stage = change.stage ?? base.stage;
  return {
    stage,
    // A reason belongs to a lost lead only: leaving that stage clears it.
    lostReason: stage === 'lost' ? (change.lostReason !== undefined ? change.lostReason : base.lostReason) : null,
    owner: change.owner !== undefined ? change.owner : base.owner,
    followUpAt: change.followUpAt !== undefined ? change.followUpAt : base.followUpAt,
    notes: change.note ? [...base.notes, change.note] : base.notes,
    updatedAt: change.at,
  };
}

/** Zero for every stage, filled in by a store's count. */
export function emptyStageCounts(): Record<LeadStage, number> {
  return Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as Record<LeadStage, number>;
}
