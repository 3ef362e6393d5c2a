import { expectedCallText, isWithinOfficeHours } from './office-hours';

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
