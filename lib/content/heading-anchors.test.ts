import { addHeadingAnchors } from './heading-anchors';

describe('addHeadingAnchors', () => {
  test('numbers h2 to h6 in document order and lists them', () => {
    const { html, toc } = addHeadingAnchors(
      '<h1>Title</h1><p>x</p><h2>Start early</h2><p>y</p><h3 class="a">Book <strong>now</strong></h3><h6>Last &amp; least</h6>',
    );
    expect(html).toBe(
      '<h1>Title</h1><p>x</p><h2 id="heading-0">Start early</h2><p>y</p><h3 id="heading-1" class="a">Book <strong>now</strong></h3><h6 id="heading-2">Last &amp; least</h6>',
    );
    expect(toc).toEqual([
      { id: 'heading-0', level: 2, text: 'Start early' },
      { id: 'heading-1', level: 3, text: 'Book now' },
      { id: 'heading-2', level: 6, text: 'Last & least' },
    ]);
  });

  test('replaces ids the author set, so anchors never collide', () => {
    expect(addHeadingAnchors('<h2 id="mine">A</h2><h2 id=\'other\'>B</h2>').html).toBe(
      '<h2 id="heading-0">A</h2><h2 id="heading-1">B</h2>',
    );
  });

  test('leaves text without headings alone', () => {
    expect(addHeadingAnchors('<p>Nothing here</p>')).toEqual({ html: '<p>Nothing here</p>', toc: [] });
  });
});
