'use client';

import { useState } from 'react';
import type { CaseResult } from '@/lib/cases/action-result';
import { type CaseStage, DECISION_LABELS, DECISIONS, STAGE_LABELS } from '@/lib/cases/constants';
import { CaseActionForm } from './case-action-form';
import { Options } from '@/components/admin/forms/options';

/** The move to a later stage, with what that stage needs: the appointment's centre, day and time; the decision and its day. */
export function StageForm({ caseId, stages, action }: { caseId: string; stages: readonly CaseStage[]; action: (previous: CaseResult | null, formData: FormData) => Promise<CaseResult> }) {
  const [stage, setStage] = useState<CaseStage>(stages[0]!);
  return (
    <CaseActionForm action={action} hidden={{ caseId }} submitLabel="Change the stage" label="Change the stage" className="rounded-2xl bg-mist-50 p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label className="admin-label mb-1.5" htmlFor="stage-next">
            New stage
          </label>
          <select id="stage-next" name="stage" value={stage} onChange={(event) => setStage(event.target.value as CaseStage)} className="admin-input">
            <Options values={stages} labels={STAGE_LABELS} />
          </select>
        </div>
        {stage === 'appointment_booked' ? (
          <>
            <div>
              <label className="admin-label mb-1.5" htmlFor="stage-centre">
                Visa centre
              </label>
              <input id="stage-centre" name="centre" required maxLength={120} className="admin-input" placeholder="VFS Global, Wafi Mall, Dubai" />
            </div>
            <div>
              <label className="admin-label mb-1.5" htmlFor="stage-date">
                Appointment date
              </label>
              <input id="stage-date" name="date" type="date" required className="admin-input" />
            </div>
            <div>
              <label className="admin-label mb-1.5" htmlFor="stage-time">
                Appointment time
              </label>
              <input id="stage-time" name="time" type="time" required className="admin-input" />
            </div>
          </>
        ) : null}
        {stage === 'decision' ? (
          <>
            <div>
              <label className="admin-label mb-1.5" htmlFor="stage-outcome">
                Decision
              </label>
              <select id="stage-outcome" name="outcome" className="admin-input">
                <Options values={DECISIONS} labels={DECISION_LABELS} />
              </select>
            </div>
            <div>
              <label className="admin-label mb-1.5" htmlFor="stage-decided">
                Decision date
              </label>
              <input id="stage-decided" name="date" type="date" required className="admin-input" />
            </div>
          </>
        ) : null}
      </div>
    </CaseActionForm>
  );
}
