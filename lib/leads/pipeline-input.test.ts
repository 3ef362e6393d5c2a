import { LOST_REASON_MESSAGE, OFFICE_HOURS_MESSAGE, pipelineFormSchema } from './pipeline-input';

const valid = { id: '0123456789abcdef01234567', stage: 'contacted', lostReason: '', ownerId: '', followUp: '2026-11-30T10:00', note: '  Called back.  ' };
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = pipelineFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the lead form of the inbox', () => {
  test('takes a stage, an owner, a follow-up in office hours and a trimmed note; empty texts are absent', () => {
    expect(pipelineFormSchema.parse(valid)).toEqual({ ...valid, lostReason: undefined, note: 'Called back.' });
  });

  test('a lost lead needs its reason', () => {
    expect(errorsOf({ ...valid, stage: 'lost' })).toEqual({ lostReason: LOST_REASON_MESSAGE });
    expect(errorsOf({ ...valid, stage: 'lost', lostReason: 'Price' })).toEqual({});
  });

  test.each([
    ['a Saturday', '2026-11-28T11:00'],
    ['before 9AM', '2026-11-30T08:59'],
    ['at 6PM', '2026-11-30T18:00'],
  ])('a follow-up on %s is refused: calls are allowed only in office hours', (_when, followUp) => {
    expect(errorsOf({ ...valid, followUp })).toEqual({ followUp: OFFICE_HOURS_MESSAGE });
  });

  test('unknown stages, owners that are not ids, operator objects and odd times are refused by field', () => {
    expect(errorsOf({ ...valid, stage: 'paid' })).toHaveProperty('stage');
    expect(errorsOf({ ...valid, ownerId: { $ne: '' } })).toHaveProperty('ownerId');
    expect(errorsOf({ ...valid, followUp: 'tomorrow' })).toEqual({ followUp: 'Enter a date and a time.' });
    expect(errorsOf({ ...valid, id: '../x' })).toHaveProperty('id');
    expect(errorsOf({ ...valid, note: 'x'.repeat(2001) })).toHaveProperty('note');
  });
});
