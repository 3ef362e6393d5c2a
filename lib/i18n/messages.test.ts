import { MESSAGES } from './messages';

/** Every key path of a catalogue, with the ICU arguments ({name}) each message uses. */
function entries(messages: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, [...value.matchAll(/\{(\w+)/g)].map((match) => match[1]!).sort());
    else for (const [inner, args] of entries(value, path)) found.set(inner, args);
  }
  return found;
}

test('the Arabic catalogue has every English key, no other, and each message the same arguments', () => {
  const english = entries(MESSAGES.en);
  const arabic = entries(MESSAGES.ar);
  expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  for (const [key, args] of english) expect({ key, args: [...new Set(arabic.get(key))] }).toEqual({ key, args: [...new Set(args)] });
});

test('no Arabic message is empty or left in English: each has Arabic letters, or no letters at all (a number, a sign)', () => {
  for (const [key] of entries(MESSAGES.ar)) {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], MESSAGES.ar) as string;
    const words = value.replace(/\{[^{}]*\}/g, '');
    const arabicOrNoLetters = value.trim() !== '' && (/[\u0600-\u06FF]/.test(words) || !/[A-Za-z]/.test(words));
    expect({ key, value, arabicOrNoLetters }).toEqual({ key, value, arabicOrNoLetters: true });
  }
});
