import { SEED_FACTS_CHECKED } from '@/content/seed/visa-facts';
import { factsProvenance, provenanceText } from './format';

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
