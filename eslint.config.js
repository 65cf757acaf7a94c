import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The one-way layering (README "Layout", decision 001). Each zone names the files it governs
 * (target) and what they may not import (from); tests/ and the root config files import freely.
 *   app/      -> core/
 *   server/   -> core/, db/
 *   scripts/  -> core/, db/, server/config.ts, server/launch-settings.ts, demo/index.ts
 *   demo/     -> core/, db/
 *   core/     -> db/, locales/
 *   db/       -> nothing of ours
 * Nothing of the app imports demo/ (decision 029): scripts/ load it through demo/index.ts only.
 */
/**
 * A module over 300 lines says why on its first line (`// Over 300 lines on purpose: …`), so a
 * reader knows whether its length is a choice (one table, one walk, one transaction's state) or
 * a module to split.
 */
const MAX_LINES = 300;
const LENGTH_REASON = /^\/\/ Over 300 lines on purpose: \S/;
const fileLength = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program(node) {
        const lines = context.sourceCode.lines;
        const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
        if (count > MAX_LINES && !LENGTH_REASON.test(lines[0] ?? ''))
          context.report({
            node,
            loc: { line: 1, column: 0 },
            message: `${count} lines: split the module, or say why on its first line ("// Over 300 lines on purpose: …").`,
          });
      },
    };
  },
};

const everyLayer = [
  './app',
  './server',
  './core',
  './db',
  './scripts',
  './tests',
  './locales',
  './demo',
];
const allBut = (...allowed) => everyLayer.filter((dir) => !allowed.includes(dir));
const layers = [
  {
    target: './app',
    from: allBut('./app', './core'),
    message: 'app/ may import core/ only: data from the server comes through loaders.',
  },
  {
    target: './server',
    from: allBut('./server', './core', './db'),
    message: 'server/ may import core/ and db/ only.',
  },
  {
    target: './scripts',
    from: allBut('./scripts', './core', './db', './server', './demo'),
    message:
      'scripts/ may import core/, db/, server/config.ts, server/launch-settings.ts and demo/index.ts only.',
  },
  {
    target: './scripts',
    from: './demo',
    except: ['./index.ts'],
    message: 'scripts/ load the demo through demo/index.ts, nothing else of demo/.',
  },
  {
    target: './demo',
    from: allBut('./demo', './core', './db'),
    message: 'demo/ may import core/ and db/ only; nothing of the app imports demo/.',
  },
  {
    target: './scripts',
    from: './server',
    // launch-settings.ts: the benchmarks start the server as `npm run serve` does (decision 058).
    except: ['./config.ts', './launch-settings.ts'],
    message:
      'scripts/ may import server/config.ts and server/launch-settings.ts, nothing else of server/.',
  },
  {
    target: './core',
    from: allBut('./core', './db', './locales'),
    message: 'core/ may import db/ and locales/ only.',
  },
  {
    target: './db',
    from: allBut('./db'),
    message: 'db/ is the bottom layer: it imports nothing of ours.',
  },
];

/**
 * The browser-safe modules of core/: the only ones app/ may import values from (types it may
 * import from any). They import no Node builtin, no server package and no db/ value, so a
 * page's client bundle never pulls server code in. Everything else in core/ is server-only.
 */
const BROWSER_SAFE_CORE = [
  'accounts/account-forms',
  'accounts/account-rules',
  'accounts/member-rules',
  'accounts/signed-in-hint',
  'accounts/registration-steps',
  'articles/default-image',
  'articles/long-date',
  'articles/reading-font',
  'breeds/attributes',
  'breeds/breed-rules',
  'breeds/format',
  'breeds/list-layout',
  'media/library/library-rules',
  'media/variant-url',
  'newsletter/subscribe-form',
  'widgets/poll-vote-form',
  'newsletter/subscriber-rules',
  'newsletter/edition-rules',
  'pages/static-page-paths',
  'pets/pet-form',
  'pets/pet-rules',
  'products/to-product',
  'search/query',
  'seo/shortened',
  'shared/ids',
  'shared/json-input',
  'shared/slug',
  'site/locale',
  'site/notice-rules',
  'site/locale-format',
  'site/messages',
  'site/outage-page',
  'site/contrast',
  'site/editable-settings',
  'site/header-colour',
  'site/paths',
  'site/time-zone',
  'site/share-networks',
  'site/studio-paths',
  'studio/articles/content-checks',
  'studio/articles/save-body',
  'studio/permissions',
  'studio/operations',
  'studio/profile-rules',
  'studio/staff-rules',
  'home/home-rules',
  'home/home-view-data',
  'widgets/widget-rules',
  'studio/products/product-rules',
  'studio/infographics/infographic-rules',
  'studio/pages/page-rules',
];
const browserSafeNames = BROWSER_SAFE_CORE.map((m) => m.split('/').at(-1)).join('|');
const SERVER_PACKAGES =
  '^(node:|(pg|sharp|argon2|nodemailer|ioredis|fastify)$|@node-rs/|drizzle-orm|@electric-sql/|fastify-|@fastify/)';

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
    plugins: { 'import-x': importX, pawpedia: { rules: { 'file-length': fileLength } } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'pawpedia/file-length': 'error',
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
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)core/(?!(${BROWSER_SAFE_CORE.join('|')})\\.ts$)`,
              allowTypeImports: true,
              message:
                'app/ imports values only from the browser-safe modules of core/ (BROWSER_SAFE_CORE in eslint.config.js); types from any.',
            },
          ],
        },
      ],
    },
  },
  {
    files: BROWSER_SAFE_CORE.map((m) => `core/${m}.ts`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: SERVER_PACKAGES,
              allowTypeImports: true,
              message: 'A browser-safe module of core/ imports no Node builtin or server package.',
            },
            {
              regex: '(^|/)db/',
              allowTypeImports: true,
              message: 'A browser-safe module of core/ imports types only from db/.',
            },
            {
              regex: `^\\.\\.?/(?!\\.\\./)(.*/)?(?!(${browserSafeNames})\\.ts$)[^/]+\\.ts$`,
              allowTypeImports: true,
              message:
                'A browser-safe module of core/ imports values only from other browser-safe ones.',
            },
          ],
        },
      ],
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
