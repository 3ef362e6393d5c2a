import { toAnswerImageUrl, toStoredImageUrl, withAnswerImageUrl, withStoredImageUrl } from './image-urls';

const SITE = 'https://www.ztartvisa.ae';

describe('image URLs in answers', () => {
  test('this site’s uploads and illustrations become absolute, from SITE_URL’s origin', () => {
    expect(toAnswerImageUrl('/uploads/3f2a.webp', SITE)).toBe('https://www.ztartvisa.ae/uploads/3f2a.webp');
    expect(toAnswerImageUrl('/images/visas/chile.webp', `${SITE}/`)).toBe('https://www.ztartvisa.ae/images/visas/chile.webp');
    expect(toAnswerImageUrl('/uploads/x.webp', 'http://127.0.0.1:3210')).toBe('http://127.0.0.1:3210/uploads/x.webp');
  });

  test('Cloudinary and other URLs stay as stored', () => {
    const cloudinary = 'https://res.cloudinary.com/demo/image/upload/v1/visas/x.webp';
    expect(toAnswerImageUrl(cloudinary, SITE)).toBe(cloudinary);
    expect(toAnswerImageUrl('', SITE)).toBe('');
    expect(toAnswerImageUrl('/other/x.webp', SITE)).toBe('/other/x.webp');
  });

  test('withAnswerImageUrl rewrites a record’s imageURL only, without changing the record', () => {
    const record = { _id: 'a', imageURL: '/uploads/a.webp', description: '<img src="/uploads/b.webp">' };
    expect(withAnswerImageUrl(record, SITE)).toEqual({ ...record, imageURL: `${SITE}/uploads/a.webp` });
    expect(record.imageURL).toBe('/uploads/a.webp');
    expect(withAnswerImageUrl(null, SITE)).toBeNull();
    expect(withAnswerImageUrl({ slug: 'x' }, SITE)).toEqual({ slug: 'x' });
  });
});

describe('image URLs sent in', () => {
  test.each([
    ['https://www.ztartvisa.ae/uploads/3f2a.webp', '/uploads/3f2a.webp'],
    ['  https://www.ztartvisa.ae/images/visas/chile.webp ', '/images/visas/chile.webp'],
    ['HTTPS://WWW.ZTARTVISA.AE/uploads/3f2a.webp', '/uploads/3f2a.webp'],
    ['https://www.ztartvisa.ae:443/uploads/3f2a.webp', '/uploads/3f2a.webp'],
  ])('%s, of this site, is stored as %s', (sent, stored) => {
    expect(toStoredImageUrl(sent, SITE)).toBe(stored);
  });

  test.each([
    ['the relative form', '/uploads/3f2a.webp'],
    ['Cloudinary', 'https://res.cloudinary.com/demo/image/upload/x.webp'],
    ['another site', 'https://evil.example/uploads/3f2a.webp'],
    ['another scheme of this host', 'http://www.ztartvisa.ae/uploads/3f2a.webp'],
    ['another port of this host', 'https://www.ztartvisa.ae:8443/uploads/3f2a.webp'],
    ['a look-alike host', 'https://www.ztartvisa.ae.evil.example/uploads/3f2a.webp'],
    ['credentials in the URL', 'https://user:pw@www.ztartvisa.ae/uploads/3f2a.webp'],
    ['another path of this site', 'https://www.ztartvisa.ae/admin/x.webp'],
    ['not a URL', 'https://'],
  ])('%s is passed on unchanged, for the schema to judge', (_what, sent) => {
    expect(toStoredImageUrl(sent, SITE)).toBe(sent);
  });

  test('a path trick stays for the schema to refuse (the URL parser resolves it first)', () => {
    expect(toStoredImageUrl('https://www.ztartvisa.ae/uploads/../admin/x', SITE)).toBe('https://www.ztartvisa.ae/uploads/../admin/x');
  });

  test('answers and input round-trip', () => {
    for (const stored of ['/uploads/3f2a.webp', '/images/a.webp', 'https://res.cloudinary.com/demo/image/upload/x.webp']) {
      expect(toStoredImageUrl(toAnswerImageUrl(stored, SITE), SITE)).toBe(stored);
    }
  });

  test('withStoredImageUrl changes only a text imageURL', () => {
    expect(withStoredImageUrl({ title: 'T', imageURL: `${SITE}/uploads/a.webp` }, SITE)).toEqual({ title: 'T', imageURL: '/uploads/a.webp' });
    const other = { imageURL: { $ne: '' } };
    expect(withStoredImageUrl(other, SITE)).toBe(other);
  });
});
