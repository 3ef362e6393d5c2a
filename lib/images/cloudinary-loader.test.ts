import { cloudinaryCardLoader, cloudinaryLoader, isCloudinaryUrl } from './cloudinary-loader';

describe('cloudinaryLoader', () => {
  test('asks Cloudinary for the width, quality 70 and an automatic modern format', () => {
    expect(cloudinaryLoader({ src: 'https://res.cloudinary.com/demo/image/upload/v17/ztart-visa/abc.webp', width: 626 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,w_626,q_70,f_auto/v17/ztart-visa/abc.webp',
    );
    expect(cloudinaryLoader({ src: 'https://res.cloudinary.com/demo/image/upload/x.webp', width: 313, quality: 60 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,w_313,q_60,f_auto/x.webp',
    );
  });

  test('card images: the spec\'s 313x179 and 626x358 crops at quality 70, the same frame at other widths', () => {
    const src = 'https://res.cloudinary.com/demo/image/upload/v17/ztart-visa/abc.webp';
    expect(cloudinaryCardLoader({ src, width: 313 })).toBe('https://res.cloudinary.com/demo/image/upload/c_fill,w_313,h_179,q_70,f_auto/v17/ztart-visa/abc.webp');
    expect(cloudinaryCardLoader({ src, width: 626 })).toBe('https://res.cloudinary.com/demo/image/upload/c_fill,w_626,h_358,q_70,f_auto/v17/ztart-visa/abc.webp');
    expect(cloudinaryCardLoader({ src, width: 384, quality: 75 })).toContain('/c_fill,w_384,h_220,q_75,f_auto/');
    expect(cloudinaryCardLoader({ src: '/uploads/3f.webp', width: 313 })).toBe('/uploads/3f.webp');
  });

  test('recognises only Cloudinary upload URLs', () => {
    expect(isCloudinaryUrl('https://res.cloudinary.com/demo/image/upload/x.webp')).toBe(true);
    expect(isCloudinaryUrl('/uploads/3f.webp')).toBe(false);
    expect(isCloudinaryUrl('https://evil.test/res.cloudinary.com/demo/image/upload/x.webp')).toBe(false);
  });
});
