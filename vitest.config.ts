import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'tools/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Database suites create their own databases; two workers suit a 2-core machine.
    maxWorkers: 2,
  },
});
