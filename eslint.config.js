import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import dukan from './tools/eslint/logical-direction.js';

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
      'no-restricted-imports': [
        'error',
        {
          name: 'next/link',
          message: 'Use ShopLink (components/navigation/ShopLink): it does not prefetch by default.',
        },
      ],
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
  {
    files: ['apps/web/components/navigation/ShopLink.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Numbers, dates and times are written by @dukan/core/format only: one place knows that Chromium has no
    // Sorani data and that Kurdish pages use Arabic-Indic digits (tests may ask Intl to check it).
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/**/*.test.{ts,tsx}'],
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
