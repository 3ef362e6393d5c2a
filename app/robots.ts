import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/config/env';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getEnv().SITE_URL;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/login', '/api/', '/preview/'] }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
