import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The back office imports its own modules as @/… (apps/admin/tsconfig.json); nothing else uses @/.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/admin/src/', import.meta.url)) }] },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/**/*.test.{ts,tsx}',
      'apps/admin/src/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'tools/**/*.test.ts',
      'deploy/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Database suites create their own databases; two workers suit a 2-core machine.
    maxWorkers: 2,
  },
});
