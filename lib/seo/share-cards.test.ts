import { staticPublicPages } from './public-pages';
import { shareCardByName, shareCardImage } from './share-cards';

describe('share cards of the pages that are not records', () => {
  test('every such page links a card of its own, whose address names the words drawn on it', () => {
    const urls = staticPublicPages.map(({ path }) => {
      const image = shareCardImage(path);
      expect(image).toMatchObject({ width: 1200, height: 630, type: 'image/png' });
      const card = shareCardByName(image!.url.replace('/og/', ''));
      expect(card?.title.length).toBeGreaterThan(5);
      expect(image!.alt).toContain(card!.title);
      return image!.url;
    });
    expect(new Set(urls).size).toBe(staticPublicPages.length);
    expect(shareCardImage('/')!.url).toBe('/og/home');
  });

  test('records and unknown names have none', () => {
    expect(shareCardImage('/visa/germany-visa-from-dubai')).toBeNull();
    expect(shareCardImage('/blogs/anything')).toBeNull();
    for (const name of ['no-such-card', '', '/contact', 'visa/germany', '__proto__', 'constructor']) expect(shareCardByName(name)).toBeNull();
  });
});
