import { countryPages } from '@/content/country-pages';
import { seedFactSources, seedVisaFacts } from '@/content/seed/visa-facts';
import { ENTRY_LABELS } from '@/lib/visa-facts/visa-facts-definition';
import { essentialsWithFacts } from './essentials';

const factsOf = (slug: string) => (seedVisaFacts as Record<string, (typeof seedVisaFacts)[keyof typeof seedVisaFacts] | undefined>)[slug];

describe('a country page agrees with its visa facts', () => {
  test.each(countryPages.map((page) => [page.url, page] as const))('%s states the validity, entries and stay its facts state', (slug, page) => {
    const facts = factsOf(slug);
    expect(facts).toBeDefined();
    expect(page.methods.slice(1)).toEqual([facts!.validity, ENTRY_LABELS[facts!.entries], facts!.maxStay]);
  });

  test.each(countryPages.map((page) => [page.url, page] as const))('%s names where its application goes, as its facts have it', (slug, page) => {
    const facts = factsOf(slug)!;
    const centreFees = facts.fees.filter((fee) => fee.kind === 'centre').map((fee) => fee.label);
    // One place at most, and none for a visa applied for online (no appointment to go to).
    expect(page.partners.length).toBeLessThanOrEqual(facts.appointmentDays ? 1 : 0);
    // The centre the facts charge for is the one the page names.
    for (const label of centreFees) expect(page.partners.some(({ name }) => label.startsWith(name))).toBe(true);
  });

  test('every starting figure has the official source the page names', () => {
    expect(Object.keys(seedFactSources).sort()).toEqual(Object.keys(seedVisaFacts).sort());
    for (const source of Object.values(seedFactSources)) expect(source.url).toMatch(/^https:\/\//);
  });

  test('an edited page shows its checked facts, not the text it was written with', () => {
    const facts = { validity: '30 days', entries: 'single' as const, maxStay: 'Up to 30 days' };
    expect(essentialsWithFacts(['Tourist visa', 'Up to 5 years', 'Multiple entry', 'Up to 90 days'], facts)).toEqual(['Tourist visa', '30 days', 'Single entry', 'Up to 30 days']);
    expect(essentialsWithFacts(['Tourist visa', 'Up to 5 years', 'Multiple entry', 'Up to 90 days'], null)).toEqual(['Tourist visa', 'Up to 5 years', 'Multiple entry', 'Up to 90 days']);
  });
});
