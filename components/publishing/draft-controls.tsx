'use client';

import { discardDraftForm, scheduleDraftForm } from '@/lib/publishing/actions';
import { ActionForm, FormField } from '../staff/action-form';

/**
 * A draft's schedule and its discarding. The time is Dubai's wall clock (the UAE keeps no summer
 * time); the worker publishes at that time whether or not anybody visits. A draft holds both
 * languages, so the scheduled publish puts the English and the Arabic live at once.
 */
export function DraftControls({ id, publishAt, minimum }: { id: string; publishAt: string | null; minimum: string }) {
  return (
    <div className="space-y-6">
      <ActionForm id="schedule" action={scheduleDraftForm} submitLabel={publishAt ? 'Change the time' : 'Schedule'} pendingLabel="Scheduling…" label="Schedule publishing">
        <input type="hidden" name="id" value={id} />
        <FormField formId="schedule" name="publishAt" label="Publish at (Dubai time)" type="datetime-local" min={minimum} defaultValue={publishAt ?? ''} required hint="The draft is published then, as it is saved at that moment: its English and its Arabic together." />
      </ActionForm>
      {publishAt && (
        <ActionForm id="unschedule" action={scheduleDraftForm} submitLabel="Cancel the schedule" pendingLabel="Cancelling…" submitClassName="btn-outline" label="Cancel the schedule">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="clear" value="1" />
        </ActionForm>
      )}
      <ActionForm id="discard" action={discardDraftForm} submitLabel="Discard this draft" pendingLabel="Discarding…" submitClassName="btn-outline text-coral-700" label="Discard this draft">
        <input type="hidden" name="id" value={id} />
      </ActionForm>
    </div>
  );
}
