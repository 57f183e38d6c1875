import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import dukan from './tools/eslint/logical-direction.js';

const NEXT_LINK = { name: 'next/link', message: 'Use ShopLink (ui/ShopLink): it does not prefetch by default.' };

// The storefront's folders (docs/decisions/018-storefront-feature-folders.md): app/ (routes) and shell/ (header,
// footer, overlays) compose features; a feature imports ui/, i18n/, lib/, @dukan/core and its own folder; ui/,
// i18n/ and lib/ import no feature. The few places where one feature needs another are named here, file by file,
// so a new dependency between features is a visible decision rather than an accident.
const WEB_FEATURES = ['account', 'basket', 'catalogue', 'content', 'orders'];
const CROSS_FEATURE = {
  // A product card carries the wishlist heart and hands the basket its product.
  catalogue: ['@/features/basket/components/WishlistToggle', '@/features/basket/product'],
  // Content pages show the catalogue's banners and highlights.
  content: ['@/features/catalogue/catalogue-api'],
  // Checkout reads the cart it is placing and checks its voucher.
  orders: ['@/features/basket/browser-basket', '@/features/basket/shopping-api'],
};
// Shared modules that read a feature (the listing's URL state, the catalogue's meta entries for page metadata).
const LIB_READS_FEATURE = ['@/features/catalogue/url-state', '@/features/catalogue/catalogue-api'];
const NO_CLIMBING = {
  group: ['../*'],
  message: 'Import modules outside this folder through @/ (apps/web/tsconfig.json).',
};
// A negated pattern cannot re-include a file whose folder is excluded, so the folders below the feature go too.
const reincluded = (path) => {
  const parts = path.split('/');
  return parts
    .slice(4)
    .map((_, i) => `!${parts.slice(0, 4 + i).join('/')}`)
    .concat(`!${path}`);
};
// One way to read text (docs/decisions/021-one-way-to-read-text.md): getText(locale, namespace) on the server,
// useText(namespace) under a <TextProvider> in the browser. The dictionaries and the formatters behind them are
// i18n/'s own, so no page ships a whole dictionary and no second way to read text grows back.
const ONE_WAY_TO_READ_TEXT = {
  group: ['@/messages/*', '@/i18n/messages', '@/i18n/translator', '@/i18n/format-message'],
  message: 'Read text with getText (@/i18n/text) on the server or useText (@/i18n/use-text) in client components.',
};
const webLayerRule = (allowed, message, extraPatterns = [ONE_WAY_TO_READ_TEXT]) => [
  'error',
  {
    paths: [NEXT_LINK],
    patterns: [
      { group: ['@/app/**', '@/shell/**'], message },
      { group: ['@/features/*/**', ...allowed.flatMap(reincluded)], message },
      NO_CLIMBING,
      ...extraPatterns,
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      'apps/admin/dist/**',
      '.data/**',
      'bench/results/**',
      'apps/web/next-env.d.ts',
      'bench/servers/bare-next/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': nextPlugin, dukan },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19' }, next: { rootDir: 'apps/web' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react/prop-types': 'off',
      'dukan/logical-direction': 'error',
      'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [ONE_WAY_TO_READ_TEXT] }],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, dukan },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      'dukan/logical-direction': 'error',
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': webLayerRule(
        [`@/features/${feature}/**`, ...(CROSS_FEATURE[feature] ?? [])],
        'A feature imports ui/, i18n/, lib/, @dukan/core and its own folder (eslint.config.js lists the exceptions).',
      ),
    },
  })),
  {
    files: ['apps/web/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webLayerRule([], 'ui/ and i18n/ import no feature, route or shell module.') },
  },
  {
    // i18n/ is where the dictionaries and the formatters are read.
    files: ['apps/web/i18n/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webLayerRule([], 'ui/ and i18n/ import no feature, route or shell module.', []) },
  },
  {
    files: ['apps/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webLayerRule(
        LIB_READS_FEATURE,
        'lib/ imports no feature, route or shell module (eslint.config.js lists the exceptions).',
      ),
    },
  },
  {
    files: ['apps/web/ui/ShopLink.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONE_WAY_TO_READ_TEXT] }] },
  },
  {
    // Numbers, dates and times are written by @dukan/core/format only: one place knows that Chromium has no
    // Sorani data and that Kurdish pages use Arabic-Indic digits (tests may ask Intl to check it).
    // The back office too, through src/i18n/format.ts (which asks @dukan/core/format, or Intl where core has no
    // such format), so Kurdish screens never show Latin digits or Kurmanji month names.
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/**/*.test.{ts,tsx}', 'apps/admin/src/**/*.test.{ts,tsx}', 'apps/admin/src/i18n/format.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Format through @dukan/core/format (numbers, dates, times, percentages).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
          message: 'Format through @dukan/core/format: toLocale* writes Latin digits or Kurmanji on Kurdish pages.',
        },
      ],
    },
  },
);
