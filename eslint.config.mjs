import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// zod is configured once for the Content-Security-Policy (lib/validation/z.ts).
const zodImport = { name: 'zod', message: "Import { z } from '@/lib/validation/z'.", allowTypeImports: true };
// Public pages link through SiteLink, which does not prefetch every link in view.
const nextLinkImport = { name: 'next/link', message: "Public pages link with SiteLink ('@/components/site/site-link').", allowTypeImports: true };
const PUBLIC_CODE = [
  'app/\\[locale\\]/**',
  'components/{blocks,home,privacy,site,visa,visa-finder}/**',
  'components/content/{blog-post,stored-visa-page}.tsx',
  'components/leads/{consent-fields,consultation-link}.tsx',
];

const config = [
  {
    ignores: [
      '.next/**',
      'dist/**',
      'node_modules/**',
      'public/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/tmp/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [zodImport] }],
    },
  },
  { files: PUBLIC_CODE, rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [zodImport, nextLinkImport] }] } },
  { files: ['components/site/{site-link,route-scroll}.tsx'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [zodImport] }] } },
  { files: ['lib/validation/z.ts'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
];

export default config;
