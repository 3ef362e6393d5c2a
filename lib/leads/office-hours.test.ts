import { expectedCallText, fromDubaiLocal, isWithinOfficeHours, officeMsBetween, proposedFollowUp, toDubaiLocal } from './office-hours';

// Dubai is UTC+4 all year: 05:00Z is 9:00 there.
describe('office hours, in Dubai time whatever the machine’s zone', () => {
  test.each([
    ['2026-11-26T05:00:00Z', true, 'within one working hour'], // Thursday 9:00
    ['2026-11-26T13:59:00Z', true, 'within one working hour'], // Thursday 17:59
    ['2026-11-26T14:00:00Z', false, 'tomorrow after 9AM'], // Thursday 18:00
    ['2026-11-26T04:59:00Z', false, 'today after 9AM'], // Thursday 8:59
    ['2026-11-27T15:00:00Z', false, 'on Monday after 9AM'], // Friday 19:00
    ['2026-11-28T08:00:00Z', false, 'on Monday after 9AM'], // Saturday noon
    ['2026-11-29T21:00:00Z', false, 'today after 9AM'], // Sunday 21:00 UTC is already Monday 1:00 in Dubai
  ])('%s: open %s, the call comes %s', (iso, open, text) => {
    expect(isWithinOfficeHours(new Date(iso))).toBe(open);
    expect(expectedCallText(new Date(iso))).toBe(text);
  });
});

describe('follow-ups, typed and proposed in Dubai time', () => {
  test('a Dubai wall-clock time converts both ways', () => {
    expect(fromDubaiLocal('2026-11-30T10:00')?.toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(toDubaiLocal(new Date('2026-11-30T06:00:00.000Z'))).toBe('2026-11-30T10:00');
    for (const bad of ['', '2026-11-30', '2026-11-30 10:00', '2026-13-40T10:00', 'tomorrow']) expect(fromDubaiLocal(bad)).toBeNull();
  });

  test.each([
    ['2026-11-26T05:20:00Z', '2026-11-26T07:00:00.000Z'], // Thursday 9:20 → 11:00, at least an hour on
    ['2026-11-26T13:10:00Z', '2026-11-27T05:00:00.000Z'], // Thursday 17:10 → Friday 9:00
    ['2026-11-27T16:00:00Z', '2026-11-30T05:00:00.000Z'], // Friday 20:00 → Monday 9:00
  ])('asked at %s, the proposal is %s, inside office hours', (now, proposed) => {
    const slot = proposedFollowUp(new Date(now));
    expect(slot.toISOString()).toBe(proposed);
    expect(isWithinOfficeHours(slot)).toBe(true);
  });
});

describe('office time between two moments (the clock of a lead’s answer time)', () => {
  const hours = (from: string, to: string) => officeMsBetween(new Date(from), new Date(to)) / 3_600_000;
  test.each([
    ['inside one day', '2026-11-26T05:30:00Z', '2026-11-26T07:00:00Z', 1.5], // Thu 9:30 → 11:00
    ['an evening lead, answered next morning', '2026-11-26T16:00:00Z', '2026-11-27T05:30:00Z', 0.5], // Thu 20:00 → Fri 9:30
    ['over the weekend', '2026-11-27T13:00:00Z', '2026-11-30T06:00:00Z', 2], // Fri 17:00 → Mon 10:00
    ['a whole working week', '2026-11-30T00:00:00Z', '2026-12-07T00:00:00Z', 45],
    ['backwards', '2026-11-26T07:00:00Z', '2026-11-26T05:30:00Z', 0],
  ])('%s', (_what, from, to, expected) => {
    expect(hours(from, to)).toBeCloseTo(expected, 6);
  });
});
