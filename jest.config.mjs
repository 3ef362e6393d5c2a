import nextJest from 'next/jest.js';

// next/jest compiles TypeScript with Next's own SWC and loads .env files like the app does.
const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside React Server Components; tests run that code directly.
    '^server-only$': '<rootDir>/test/empty-module.cjs',
  },
  setupFiles: ['<rootDir>/test/jest-setup-env.cjs'],
  testTimeout: 20000,
  // Jest's default (cores - 1) runs the files one by one on CI's 2 cores; many wait on loopback
  // servers and timers, so two at a time halves the run.
  maxWorkers: 2,
});
