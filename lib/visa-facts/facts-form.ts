import { MAX_FEE_LINES } from '@/lib/visa-facts/visa-facts-definition';

/**
 * The admin facts form's field names, and how its FormData becomes the input the facts'
 * definition parses. Inputs are named after the definition's paths (`fees.2.amountAed`,
 * `processingDays.max`), so a refused field's message lands under its own input.
 */
export const NO_APPOINTMENT = 'appointmentNone';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * The Arabic inputs the form has, as `{ nameAr: text }`: a form without them (an older page, a
 * test) sends none, and the facts keep their Arabic (lib/visa-facts/visa-facts-service.ts).
 */
const arabicOf = (data: FormData, names: Record<string, string>) => Object.fromEntries(Object.entries(names).flatMap(([key, input]) => (data.has(input) ? [[key, text(data, input)]] : [])));

export interface FactsFormInput {
  input: Record<string, unknown>;
  /** The form row of each fee kept (blank rows are left out), to name refused fields by their row. */
  feeRows: number[];
}

export function factsInputFromForm(data: FormData): FactsFormInput {
  const fees: Record<string, unknown>[] = [];
  const feeRows: number[] = [];
  for (let row = 0; row < MAX_FEE_LINES; row += 1) {
    const label = text(data, `fees.${row}.label`);
    const amount = text(data, `fees.${row}.amountAed`);
    const arabic = arabicOf(data, { labelAr: `fees.${row}.labelAr` });
    if (!label && !amount && !arabic.labelAr) continue; // an unused row of the form
    fees.push({ kind: text(data, `fees.${row}.kind`), label, amountAed: amount, refundable: data.get(`fees.${row}.refundable`) === 'on', ...arabic });
    feeRows.push(row);
  }
  const range = (name: string) => ({ min: text(data, `${name}.min`), max: text(data, `${name}.max`) });
  return {
    input: {
      kinds: data.getAll('kinds').map(String),
      fees,
      processingDays: range('processingDays'),
      appointmentDays: data.get(NO_APPOINTMENT) === 'on' ? null : range('appointmentDays'),
      validity: text(data, 'validity'),
      entries: text(data, 'entries'),
      maxStay: text(data, 'maxStay'),
      feeNote: text(data, 'feeNote'),
      ...arabicOf(data, { validityAr: 'validityAr', maxStayAr: 'maxStayAr', feeNoteAr: 'feeNoteAr' }),
    },
    feeRows,
  };
}

/** Renames `fees.{i}.x` errors to the form row the fee came from. */
export function errorsByFormRow(fieldErrors: Record<string, string[]>, feeRows: number[]): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field.replace(/^fees\.(\d+)\./, (_match, index: string) => `fees.${feeRows[Number(index)] ?? index}.`), messages]),
  );
}
