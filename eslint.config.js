import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The one-way layering of docs/decisions/001: app/ and server/ -> core/ -> db/. Nothing imports
 * upward, app/ and server/ never import each other, and there are no cycles.
 */
const layers = [
  {
    target: './core',
    from: ['./app', './server', './scripts', './tests'],
    message: 'core/ may only import db/ and locales/.',
  },
  {
    target: './db',
    from: ['./core', './app', './server', './scripts', './tests'],
    message: 'db/ is the bottom layer.',
  },
  {
    target: './app',
    from: ['./server', './scripts', './tests'],
    message: 'app/ may import core/, not server/.',
  },
  {
    target: './server',
    from: ['./app', './scripts', './tests'],
    message: 'server/ may import core/ and db/, not app/.',
  },
  {
    target: './locales',
    from: ['./app', './server', './core', './db', './scripts', './tests'],
    message: 'locales/ holds data only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'dist',
      'data',
      '.react-router',
      'test-results',
      'playwright-report',
      'db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Browser tests wait for hydration after each navigation (decision 018).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './fixtures.ts': they wait for hydration.",
            },
          ],
        },
      ],
    },
  },
);
