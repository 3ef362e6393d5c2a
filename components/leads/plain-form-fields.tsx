import { PLAIN_FORM_FIELDS } from '@/lib/leads/form-contract';
import type { Locale } from '@/lib/i18n/locales';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { noticeFor } from '@/lib/privacy/consent-notices';
import type { FormInitial } from './visitor-form-types';

/**
 * What a form sent without script carries besides its fields (lib/leads/form-contract.ts): the
 * notice shown beside the button, the page's language and topic; on the answer page also the
 * fill's key, when it was shown and the page it was first sent from.
 */
export function PlainFormFields({ kind, locale, topic, initial }: { kind: SubmissionKind; locale: Locale; topic?: string; initial?: FormInitial }) {
  return (
    <>
      <input type="hidden" name={PLAIN_FORM_FIELDS.notice} defaultValue={noticeFor(kind).version} />
      <input type="hidden" name={PLAIN_FORM_FIELDS.locale} defaultValue={locale} />
      {topic ? <input type="hidden" name={PLAIN_FORM_FIELDS.topic} defaultValue={topic} /> : null}
      {initial?.idempotencyKey ? <input type="hidden" name={PLAIN_FORM_FIELDS.key} defaultValue={initial.idempotencyKey} /> : null}
      {initial?.startedAt ? <input type="hidden" name={PLAIN_FORM_FIELDS.startedAt} defaultValue={String(initial.startedAt)} /> : null}
      {initial?.page ? <input type="hidden" name={PLAIN_FORM_FIELDS.page} defaultValue={initial.page} /> : null}
    </>
  );
}
