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
  // A worker's heap grows about 5 MB a file, to 650 MB by the end of a full run: garbage V8 has not
  // collected yet (with a collection after each file it stays under 90 MB). Freeing that much can
  // take longer than the half second Jest gives a worker to exit, and Jest then kills it and warns
  // of a leak. A worker past this size is replaced after its file.
  workerIdleMemoryLimit: '300MB',
});
