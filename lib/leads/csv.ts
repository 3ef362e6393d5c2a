import { sourceChannel } from '@/lib/leads/lead-source';
import { toDubaiLocal } from './office-hours';
import { STAGE_LABELS } from './pipeline-input';
import { DELIVERY_CHANNELS, type Submission } from '@/lib/leads/submission-repository';
import { type CommonField, FORM_TITLES, commonFields } from './form-fields';

/**
 * CSV of submissions for spreadsheets. Every cell is quoted; a cell a spreadsheet would read as a
 * formula (starting with = + - @, or a tab or carriage return that some read past) gets a leading
 * apostrophe, so a visitor's "=HYPERLINK(...)" stays text (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const COMMON_COLUMNS: Array<[CommonField, string]> = [
  ['name', 'Name'],
  ['mobile', 'Mobile'],
  ['email', 'E-mail'],
  ['country', 'Country'],
  ['location', 'Location'],
  ['designation', 'Designation'],
  ['message', 'Message'],
];

/** Where each lead came from (lib/leads/lead-source.ts); empty for leads stored without a source. */
const SOURCE_COLUMNS: Array<[string, (source: NonNullable<Submission['source']>) => string]> = [
  ['Sent from', (source) => source.page],
  ['About', (source) => source.visa ?? ''],
  ['Came from', (source) => sourceChannel(source)],
  ['Campaign', (source) => source.utm?.utm_campaign ?? ''],
  ['Referrer', (source) => source.referrer ?? ''],
];

/** Where staff are with each lead; the follow-up as the Dubai wall clock staff typed it. */
const PIPELINE_COLUMNS: Array<[string, (pipeline: Submission['pipeline']) => string]> = [
  ['Stage', (pipeline) => STAGE_LABELS[pipeline.stage]],
  ['Lost reason', (pipeline) => pipeline.lostReason ?? ''],
  ['Owner', (pipeline) => pipeline.owner?.name ?? ''],
  ['Next follow-up (Dubai)', (pipeline) => (pipeline.followUpAt ? toDubaiLocal(new Date(pipeline.followUpAt)).replace('T', ' ') : '')],
];

const CHANNEL_LABELS = { crm: 'CRM', email: 'E-mail' } as const;

export function submissionsCsv(submissions: readonly Submission[]): string {
  const header = [
    'Reference',
    'Received (Dubai)',
    'Form',
    ...COMMON_COLUMNS.map(([, label]) => label),
    ...SOURCE_COLUMNS.map(([label]) => label),
    ...PIPELINE_COLUMNS.map(([label]) => label),
    'Consent notice',
    'Marketing consent',
    ...DELIVERY_CHANNELS.flatMap((channel) =>
      ['status', 'attempts', 'last error', 'delivered at'].map((part) => `${CHANNEL_LABELS[channel]} ${part}`),
    ),
  ];
  const rows = submissions.map((submission) => {
    const fields = commonFields(submission, { plain: true });
    return [
      submission._id,
      toDubaiLocal(new Date(submission.createdAt)).replace('T', ' '),
      FORM_TITLES[submission.kind],
      ...COMMON_COLUMNS.map(([key]) => fields[key] ?? ''),
      ...SOURCE_COLUMNS.map(([, value]) => (submission.source ? value(submission.source) : '')),
      ...PIPELINE_COLUMNS.map(([, value]) => value(submission.pipeline)),
      submission.consent?.notice ?? '',
      submission.marketing ? `yes (${submission.marketing.notice})` : 'no',
      ...DELIVERY_CHANNELS.flatMap((channel) => {
        const delivery = submission.deliveries[channel];
        return delivery ? [delivery.status, delivery.attempts, delivery.lastError, delivery.deliveredAt] : ['', '', '', ''];
      }),
    ];
  });
  // A byte-order mark, so spreadsheet programs read the names as UTF-8.
  return `\uFEFF${toCsv([header, ...rows])}`;
}
