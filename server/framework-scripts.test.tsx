import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { hashInlineScripts, isFrameworkScript, joinRuns, reactRuntimeDefinitionCount } from './framework-scripts.mjs';

/**
 * The CSP trusts the inline scripts Next and React write, and no other. The
 * accepted scripts here are made by the framework's own code (React's streaming renderer, Next's
 * flight inliner and chunk-group bootstrap), so a change of shape in either fails this test.
 */

// Next's internals, loaded as the server loads them (CommonJS files of the installed version).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createInlinedDataReadableStream } = require('next/dist/server/app-render/use-flight-response.js') as {
  createInlinedDataReadableStream: (flight: ReadableStream<Uint8Array>, nonce: string | undefined, formState: unknown) => ReadableStream<Uint8Array>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files.js') as {
  getTurbopackChunkGroupBootstrap: (params: Record<string, unknown>, global: string, pages: string[]) => string;
};

const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/src=/.test(attributes!)).map(([, , text]) => text!);

/** A page that streams: two boundaries resolve after the shell, one of them with an error. */
async function reactStreamedHtml(): Promise<string> {
  const later = (value: string, ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));
  const failing = new Promise<string>((_, reject) => setTimeout(() => reject(new Error('a "quoted" </script> failure')), 10));
  failing.catch(() => {});
  const Late = ({ value }: { value: Promise<string> }) => <p>{use(value)}</p>;
  const tree = (
    <html lang="en">
      <body>
        <h1>Visas</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <Late value={later('Chile', 5)} />
        </Suspense>
        <Suspense fallback={<p>Loading…</p>}>
          <Late value={failing} />
        </Suspense>
        <Suspense fallback={<p>Loading…</p>}>
          <Late value={later('Peru </script><script>alert(1)</script>', 20)} />
        </Suspense>
      </body>
    </html>
  );
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      bootstrapScriptContent: 'self.__next_f.push([1,"boot"])',
      onShellReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => {},
    });
  });
}

async function nextFlightScripts(flight: string[], formState: unknown): Promise<string[]> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of flight) controller.enqueue(encoder.encode(chunk));
      controller.enqueue(new Uint8Array([0xff, 0xfe, 0x00])); // not UTF-8: Next inlines it as base64
      controller.close();
    },
  });
  const html = await new Response(createInlinedDataReadableStream(source, undefined, formState)).text();
  return scriptsOf(html);
}

describe('inline scripts Next and React write are recognised', () => {
  test("React's runtime definitions are read from its own bundles", () => {
    expect(reactRuntimeDefinitionCount()).toBeGreaterThanOrEqual(5);
  });

  test("React's streaming instructions ($RC, $RX, the shell-time script) are accepted, the streamed content is not code", async () => {
    const scripts = scriptsOf(await reactStreamedHtml());
    expect(scripts.some((script) => script.includes('$RC('))).toBe(true);
    expect(scripts.some((script) => script.includes('$RX('))).toBe(true);
    for (const script of scripts) expect({ script, accepted: isFrameworkScript(script) }).toEqual({ script, accepted: true });
  });

  test("Next's flight data, its form state and binary chunks are accepted", async () => {
    const scripts = await nextFlightScripts(['0:{"a":"</script><script>alert(1)</script>"}\n', '1:"\u2028"\n'], ['form', { state: 1 }]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.some((script) => script.startsWith('self.__next_f.push([3,'))).toBe(true);
    for (const script of scripts) expect({ script, accepted: isFrameworkScript(script) }).toEqual({ script, accepted: true });
  });

  test("Turbopack's chunk-group bootstrap and Next's icon re-insertion are accepted", () => {
    const params = { '/page': { otherChunks: ['static/chunks/a.js', 'static/chunks/b.js'], runtimeModuleIds: [94553] }, '/visa/page': { otherChunks: [], runtimeModuleIds: [1] } };
    expect(isFrameworkScript(getTurbopackChunkGroupBootstrap(params, 'TURBOPACK', ['/page']))).toBe(true);
    expect(isFrameworkScript(getTurbopackChunkGroupBootstrap(params, 'TURBOPACK', ['/page', '/visa/page']))).toBe(true);
    expect(isFrameworkScript('document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))')).toBe(true);
  });
});

describe('any other inline script is refused', () => {
  const injected = [
    'alert(1)',
    '',
    'self.__next_f.push([1,"x"]);alert(1)',
    'self.__next_f.push([1,alert(1)])',
    'self.__next_f.push([1,"x"],alert(1))',
    '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
    '$RC("B:0","S:0");alert(1)',
    '$RC("B:0"+alert(1))',
    '$RC=function(){alert(1)};$RC("B:0","S:0")',
    'requestAnimationFrame(function(){$RT=performance.now()});alert(1)',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[alert(1)]});',
    '(globalThis["TURBOPACK"] || (globalThis["X"] = [])).push({});',
    'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el));alert(1)',
  ];
  test.each(injected)('%j', (script) => {
    expect(isFrameworkScript(script)).toBe(false);
  });

  test('a page keeps the hashes of its framework scripts and lists the injected one as refused', () => {
    const html = '<p>Visa</p><script>(self.__next_f=self.__next_f||[]).push([0])</script><div><script>fetch("/steal?c="+document.cookie)</script></div><script type="application/ld+json">{"a":1}</script>';
    const { hashes, refused } = hashInlineScripts(html);
    expect(hashes).toHaveLength(1);
    expect(refused).toEqual(['fetch("/steal?c="+document.cookie)']);
  });
});

describe('flight chunks that follow one another', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const chunk = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`;
  const element = (text: string, attributes = '') => `<script${attributes}>${text}</script>`;
  const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';

  test('are written as one script making the same calls, with one hash', () => {
    // Text outside and inside the run that takes more than one byte a character in UTF-8.
    const chunks = [chunk('0:{"P":null}'), chunk('1:["$","main",null,{"title":"تأشيرة"}]'), chunk('2:"a;b)"')];
    const html = `<main>Visa – Japón</main>${element(bootstrap)}${chunks.map((text) => element(text)).join('')}<SCRIPT>${chunk('3:"x"')}</SCRIPT></body>`;
    const joined = chunks.join(';');
    const result = hashInlineScripts(html);
    expect(joinRuns(Buffer.from(html), result.joins).toString()).toBe(
      `<main>Visa – Japón</main>${element(bootstrap)}${element(joined)}<SCRIPT>${chunk('3:"x"')}</SCRIPT></body>`,
    );
    expect(result.hashes).toEqual([sha(bootstrap), sha(joined), sha(chunk('3:"x"'))]);
    expect(result.refused).toEqual([]);
    // The joined text runs the chunks' own calls, in order.
    const pushed: unknown[] = [];
    new Function('self', joined)({ __next_f: { push: (entry: unknown) => pushed.push(entry) } });
    expect(pushed).toEqual([
      [1, '0:{"P":null}'],
      [1, '1:["$","main",null,{"title":"تأشيرة"}]'],
      [1, '2:"a;b)"'],
    ]);
  });

  test('are joined only while nothing stands between them, and a page without such runs is left as it is', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(chunk) as [string, string, string, string];
    const injected = 'fetch("/steal?c="+document.cookie)';
    const html = [element(a), element(b), '\n', element(c), element(injected), element(d), element(chunk('e'), ' nonce="n"'), element('{"x":1}', ' type="application/ld+json"'), element(chunk('f')), element(chunk('g'))].join('');
    const result = hashInlineScripts(html);
    expect(joinRuns(Buffer.from(html), result.joins).toString()).toBe(
      [element(`${a};${b}`), '\n', element(c), element(injected), element(d), element(chunk('e'), ' nonce="n"'), element('{"x":1}', ' type="application/ld+json"'), element(`${chunk('f')};${chunk('g')}`)].join(''),
    );
    expect(result.hashes).toEqual([`${a};${b}`, c, d, chunk('e'), `${chunk('f')};${chunk('g')}`].map(sha));
    expect(result.refused).toEqual([injected]);

    const single = `<p>Visa</p>${element(bootstrap)}<div>${element(a)}</div>`;
    expect(hashInlineScripts(single)).toEqual({ hashes: [sha(bootstrap), sha(a)], refused: [], joins: [] });
  });
});
