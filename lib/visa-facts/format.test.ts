import { execFileSync } from 'node:child_process';
import { SEED_FACTS_CHECKED } from '@/content/seed/visa-facts';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { amountText, appointmentText, dayIn, factsProvenance, type FactsTranslate, feeFromText, processingText, provenanceText } from './format';

const AT = '2026-12-02T08:00:00.000Z';

describe('who vouches for a page\'s facts', () => {
  test('a staff member\'s check is named as theirs', () => {
    const provenance = factsProvenance({ slug: 'france-visa-dubai', checkedBy: { id: 'a'.repeat(24), name: 'Omar Said' }, checkedAt: AT });
    expect(provenance).toEqual({ kind: 'checked', by: 'Omar Said', at: AT });
    expect(provenanceText(provenance)).toBe('Checked by Omar Said on 2 December 2026');
  });

  test('starting figures name their official source and date, never a check nobody made', () => {
    const provenance = factsProvenance({ slug: 'france-visa-dubai', checkedBy: SEED_FACTS_CHECKED.by, checkedAt: SEED_FACTS_CHECKED.at });
    expect(provenance).toEqual({ kind: 'source', source: { name: 'France-Visas', url: 'https://france-visas.gouv.fr/' }, at: SEED_FACTS_CHECKED.at });
    expect(provenanceText(provenance)).toBe('Starting figures from France-Visas as of 2 November 2026, not checked by anyone yet');
    // A store seeded before, whose starting figures carry the team's name, reads the same.
    expect(factsProvenance({ slug: 'france-visa-dubai', checkedBy: { id: null, name: 'Ztart Visa team' }, checkedAt: AT }).kind).toBe('source');
  });

  test('starting figures of a page the seed gave no source (a renamed page) say only their date', () => {
    const provenance = factsProvenance({ slug: 'renamed-france', checkedBy: { id: null, name: 'Starting figures' }, checkedAt: SEED_FACTS_CHECKED.at });
    expect(provenanceText(provenance)).toBe('Starting figures as of 2 November 2026, not checked by anyone yet');
  });
});

/**
 * next-intl formats the catalogue's messages (its ICU plural rules for Arabic) in an ES module
 * Jest cannot load, so the messages are formatted by next-intl's own translator in a child Node
 * process: the helpers run here against a translator that notes each message they ask for, and
 * the answers are put in their place.
 */
function inLanguage(locale: Locale, write: (t: FactsTranslate) => string[]): string[] {
  const calls: [string, Record<string, string | number> | undefined][] = [];
  const t: FactsTranslate = (key, values) => `\u0001${calls.push([key, values]) - 1}\u0001`;
  const written = write(t);
  const script = [
    "import { createTranslator } from 'use-intl/core';",
    'const { locale, messages, calls } = JSON.parse(process.argv[1]);',
    "const t = createTranslator({ locale, messages, namespace: 'visas', timeZone: 'Asia/Dubai' });",
    'process.stdout.write(JSON.stringify(calls.map(([key, values]) => t(key, values))));',
  ].join('\n');
  const answers = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify({ locale, messages: { visas: MESSAGES[locale].visas }, calls })], { encoding: 'utf8' }),
  ) as string[];
  return written.map((text) => text.replace(/\u0001(\d+)\u0001/g, (_, index: string) => answers[Number(index)]!));
}

describe('the facts in each language', () => {
  const days = (min: number, max: number) => ({ min, max });

  test('processing times in Arabic take the plural each number calls for', () => {
    expect(
      inLanguage('ar', (t) => [
        processingText(t, days(0, 0)),
        processingText(t, days(1, 1)),
        processingText(t, days(2, 2)),
        processingText(t, days(5, 5)),
        processingText(t, days(15, 15)),
        processingText(t, days(5, 10)),
        processingText(t, days(10, 15)),
      ]),
    ).toEqual(['في اليوم نفسه', 'يوم عمل واحد', 'يوما عمل', '5 أيام عمل', '15 يوم عمل', 'من 5 إلى 10 أيام عمل', 'من 10 إلى 15 يوم عمل']);
  });

  test('appointment lead times in Arabic, and none for an e-visa', () => {
    expect(
      inLanguage('ar', (t) => [appointmentText(t, null), appointmentText(t, days(1, 1)), appointmentText(t, days(2, 2)), appointmentText(t, days(3, 10)), appointmentText(t, days(7, 14))]),
    ).toEqual(['لا حاجة إلى موعد', 'خلال يوم واحد', 'خلال يومين', 'خلال 3 إلى 10 أيام', 'خلال 7 إلى 14 يومًا']);
  });

  test('amounts in dirhams: Western digits grouped, the word after the number in Arabic', () => {
    expect(inLanguage('ar', (t) => [amountText(t, 1200), feeFromText(t, 886), feeFromText(t, 12500)])).toEqual(['1,200 درهم', 'من 886 درهم', 'من 12,500 درهم']);
  });

  test('English reads as it always has (one day is one day)', () => {
    expect(
      inLanguage('en', (t) => [
        processingText(t, days(0, 0)),
        processingText(t, days(15, 15)),
        processingText(t, days(5, 10)),
        processingText(t, days(1, 1)),
        appointmentText(t, days(3, 10)),
        appointmentText(t, days(7, 7)),
        appointmentText(t, null),
        amountText(t, 1200),
        feeFromText(t, 886),
      ]),
    ).toEqual(['Same day', '15 working days', '5–10 working days', '1 working day', 'In 3–10 days', 'In 7 days', 'No appointment needed', 'AED 1,200', 'From AED 886']);
  });

  test('dates in Arabic keep the Western digits the UAE uses, in Dubai’s calendar', () => {
    expect(dayIn(AT, 'ar')).toBe('2 ديسمبر 2026');
    expect(dayIn('2026-12-31T21:00:00.000Z', 'ar')).toBe('1 يناير 2027');
    expect(dayIn(AT, 'en')).toBe('2 December 2026');
  });
});
