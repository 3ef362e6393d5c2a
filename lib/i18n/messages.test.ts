import { MESSAGES } from './messages';

/**
 * A message read as ICU MessageFormat: the arguments it names, and the words a reader sees, the
 * text of every plural and select branch included (`one {# day}`), without arguments, branch
 * keys, `#` or rich-text tags.
 */
function readMessage(message: string): { args: string[]; words: string } {
  const args: string[] = [];
  let words = '';
  let at = 0;
  const readUntil = (stops: string) => {
    const start = at;
    while (at < message.length && !stops.includes(message[at]!)) at += 1;
    return message.slice(start, at).trim();
  };
  const text = (inBranch: boolean) => {
    while (at < message.length) {
      const char = message[at]!;
      at += 1;
      if (char === '{') argument();
      else if (char === '}' && inBranch) return;
      else if (char !== '#') words += char;
    }
  };
  const argument = () => {
    args.push(readUntil(',}'));
    if (message[at++] === '}') return;
    const type = readUntil(',}');
    if (message[at++] === '}') return;
    if (!['plural', 'select', 'selectordinal'].includes(type)) {
      readUntil('}');
      at += 1;
      return;
    }
    for (;;) {
      const key = readUntil('{}');
      if (message[at++] === '}' || key === '') return;
      text(true);
    }
  };
  text(false);
  return { args, words: words.replace(/<\/?\w+>/g, '') };
}

/** Every key path of a catalogue, with the ICU arguments ({name}) each message uses. */
function entries(messages: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, readMessage(value).args.sort());
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
    const { words } = readMessage(value);
    const arabicOrNoLetters = value.trim() !== '' && (/[\u0600-\u06FF]/.test(words) || !/[A-Za-z]/.test(words));
    expect({ key, value, arabicOrNoLetters }).toEqual({ key, value, arabicOrNoLetters: true });
  }
});

test('a plural message is read by its branches: their words are checked, never taken for arguments', () => {
  expect(readMessage('In {count, plural, one {# day} other {# days}}')).toEqual({ args: ['count'], words: 'In  day days' });
  expect(readMessage('{a} and {b}, {n, number} <time>{date}</time>').args).toEqual(['a', 'b', 'n', 'date']);
  expect(readMessage('{count, plural, =0 {None for {q}} other {# visas}}').args).toEqual(['count', 'q']);
  expect(readMessage('{count, plural, zero {لا شيء} one {يوم} other {# يوم}}').words).not.toMatch(/[A-Za-z]/);
});
