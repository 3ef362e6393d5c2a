import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
      // zod is configured once for the Content-Security-Policy (lib/validation/z.ts).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from '@/lib/validation/z'.", allowTypeImports: true }] },
      ],
    },
  },
  { files: ['lib/validation/z.ts'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
];

export default config;
