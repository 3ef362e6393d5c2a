import { cloudinaryLoader, isCloudinaryUrl } from './cloudinary-loader';

describe('cloudinaryLoader', () => {
  test('asks Cloudinary for the width, quality 70 and an automatic modern format', () => {
    expect(cloudinaryLoader({ src: 'https://res.cloudinary.com/demo/image/upload/v17/ztart-visa/abc.webp', width: 626 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,w_626,q_70,f_auto/v17/ztart-visa/abc.webp',
    );
    expect(cloudinaryLoader({ src: 'https://res.cloudinary.com/demo/image/upload/x.webp', width: 313, quality: 60 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,w_313,q_60,f_auto/x.webp',
    );
  });

  test('recognises only Cloudinary upload URLs', () => {
    expect(isCloudinaryUrl('https://res.cloudinary.com/demo/image/upload/x.webp')).toBe(true);
    expect(isCloudinaryUrl('/uploads/3f.webp')).toBe(false);
    expect(isCloudinaryUrl('https://evil.test/res.cloudinary.com/demo/image/upload/x.webp')).toBe(false);
  });
});
