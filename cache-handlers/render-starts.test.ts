import { createRenderStarts } from './render-starts.mjs';

test('a render is dated from its first start, and its time is given once', () => {
  let now = 1_000;
  const starts = createRenderStarts({ now: () => now });
  starts.begin('/visa');
  now = 2_000;
  starts.begin('/visa');
  expect(starts.end('/visa')).toBe(1_000);
  expect(starts.end('/visa')).toBeUndefined();
});

test('the start of a render that was never stored gives way to the next render a minute on', () => {
  let now = 1_000;
  const starts = createRenderStarts({ now: () => now });
  starts.begin('/visa');
  now += 60_000;
  starts.begin('/visa');
  expect(starts.end('/visa')).toBe(61_000);
});

test('renders never stored are forgotten, oldest first, past the limit', () => {
  let now = 0;
  const starts = createRenderStarts({ now: () => (now += 1), max: 2 });
  starts.begin('/a');
  starts.begin('/b');
  starts.begin('/c');
  expect([starts.end('/a'), starts.end('/b'), starts.end('/c')]).toEqual([undefined, 2, 3]);
});
