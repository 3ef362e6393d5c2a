import { expectedWindow } from './expected-window';

const facts = { processingDays: { min: 5, max: 10 }, appointmentDays: { min: 7, max: 14 } };
const open = { stage: 'documents_requested' as const, decision: null, appointment: null, submittedAt: null };
const now = new Date('2026-03-02T08:00:00.000Z'); // a Monday in Dubai

describe('the expected decision window', () => {
  test('while documents are gathered: today, plus the appointment wait, plus the processing working days, from the visa facts', () => {
    expect(expectedWindow(open, facts, [], now)).toMatchObject({
      kind: 'estimate',
      basis: 'visa-facts',
      from: '2026-03-16', // 2 Mar + 7 days = 9 Mar, + 5 working days
      to: '2026-03-30', // 2 Mar + 14 days = 16 Mar, + 10 working days
      text: 'Expected decision between Mon, 16 Mar 2026 and Mon, 30 Mar 2026',
    });
  });

  test('once booked, from the appointment day; once submitted, from the day of submission', () => {
    expect(expectedWindow({ ...open, stage: 'appointment_booked', appointment: { centre: 'VFS', date: '2026-03-05', time: '09:00' } }, facts, [], now)).toMatchObject({ from: '2026-03-12', to: '2026-03-19' });
    expect(expectedWindow({ ...open, stage: 'submitted', submittedAt: '2026-03-09T06:00:00.000Z' }, facts, [], now)).toMatchObject({ from: '2026-03-16', to: '2026-03-23' });
  });

  test('from 20 decided cases of the visa on, the median and 90th percentile of our own, saying so', () => {
    const days = [...Array.from({ length: 18 }, (_, index) => 10 + (index % 5)), 30, 40]; // median 12, p90 14
    const window = expectedWindow({ ...open, stage: 'submitted', submittedAt: '2026-03-09T06:00:00.000Z' }, facts, days, now);
    expect(window).toMatchObject({ basis: 'own-cases', from: '2026-03-21', to: '2026-03-23' });
    expect(window.kind === 'estimate' && window.basisText).toBe('From our own 20 most recent decided applications for this visa: half were decided within 12 days of submission, 9 in 10 within 14 days.');
    expect(expectedWindow(open, facts, days.slice(1), now)).toMatchObject({ basis: 'visa-facts' });
  });

  test('a decision is shown as it is; no facts and too few cases say there is no estimate yet', () => {
    expect(expectedWindow({ ...open, stage: 'decision', decision: { outcome: 'approved', date: '2026-03-20' } }, facts, [], now)).toMatchObject({ kind: 'decided', text: 'Decision on Fri, 20 Mar 2026' });
    expect(expectedWindow(open, null, [], now)).toMatchObject({ kind: 'unknown' });
  });
});
