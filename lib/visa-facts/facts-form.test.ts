import { factsInputFromForm } from './facts-form';

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

const english = {
  kinds: 'tourist',
  'fees.0.kind': 'government',
  'fees.0.label': 'Visa fee',
  'fees.0.amountAed': '75',
  'fees.1.kind': 'centre',
  'fees.1.label': '',
  'fees.1.amountAed': '',
  'processingDays.min': '5',
  'processingDays.max': '7',
  appointmentNone: 'on',
  validity: '90 days',
  entries: 'single',
  maxStay: '30 days',
  feeNote: '',
};

test('the Arabic inputs the form has go with the facts and each fee line', () => {
  const { input } = factsInputFromForm(form({ ...english, 'fees.0.labelAr': ' رسوم التأشيرة ', 'fees.1.labelAr': '', validityAr: '90 يومًا', maxStayAr: '', feeNoteAr: '' }));
  expect(input).toMatchObject({ validityAr: '90 يومًا', maxStayAr: '', feeNoteAr: '', fees: [{ label: 'Visa fee', labelAr: 'رسوم التأشيرة' }] });
  expect((input.fees as unknown[]).length).toBe(1); // the unused row, Arabic empty too, is left out
});

test('a form without Arabic inputs sends no Arabic, so the facts keep theirs', () => {
  const { input } = factsInputFromForm(form(english));
  expect(Object.keys(input).filter((key) => key.endsWith('Ar'))).toEqual([]);
  expect(Object.keys((input.fees as object[])[0]!)).not.toContain('labelAr');
});

test('a fee row with only its Arabic name is kept, so its missing English is named under its row', () => {
  const { input, feeRows } = factsInputFromForm(form({ ...english, 'fees.1.labelAr': 'رسوم المركز' }));
  expect(feeRows).toEqual([0, 1]);
  expect((input.fees as object[])[1]).toMatchObject({ label: '', labelAr: 'رسوم المركز' });
});
