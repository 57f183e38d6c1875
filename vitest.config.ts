import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));
const webRoot = path.join(root, 'apps/web/');
const adminRoot = path.join(root, 'apps/admin/src/');

// Both apps import their own modules as @/… (apps/web/tsconfig.json: the app's folder; apps/admin/tsconfig.json:
// its src folder), so the alias depends on which app the importing file lives in.
function appAlias(): Plugin {
  return {
    name: 'dukan-app-alias',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('@/') || !importer) return null;
      const base = path.resolve(importer).startsWith(webRoot) ? webRoot : adminRoot;
      return this.resolve(path.join(base, source.slice(2)), importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [appAlias()],
  // The storefront marks server modules with `import 'server-only'`, which throws outside React's server
  // build; tests import those modules directly.
  resolve: { alias: [{ find: /^server-only$/, replacement: path.join(root, 'node_modules/server-only/empty.js') }] },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/**/*.test.{ts,tsx}',
      'apps/admin/src/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'tools/**/*.test.ts',
      'deploy/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Database suites create their own databases; two workers suit a 2-core machine.
    maxWorkers: 2,
  },
});
