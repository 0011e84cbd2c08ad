import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web layers (decision 050): app/ → features/ → shared code and @space/contracts.
const web = 'apps/web/src';
const webShared = ['components', 'lib', 'stores', 'config', 'locales', 'styles', 'assets'];
const webTop = ['app', 'main.tsx', 'entry-server.tsx'];
/** The only cross-feature imports: feature → the features it may import. */
const webFeatureDeps = {
  admin: ['brands', 'upload'],
  articles: ['catalog', 'likes', 'social'],
  authors: ['social'],
  'creator-studio': ['catalog', 'upload'],
  memberships: ['orders'],
  moderation: ['creator-studio', 'upload'],
  orders: ['cart'],
  redeem: ['cart'],
  search: ['catalog'],
};
const webFeatures = readdirSync(new URL(`./${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', message: 'Use lib/translator.ts (decision 037).' },
            { name: 'react-i18next', message: 'Use useTranslation from lib/translator.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: webShared.map((dir) => `${web}/${dir}`),
              from: [`${web}/features`, ...webTop.map((top) => `${web}/${top}`)],
              message: 'Shared code imports neither features nor app/ (decision 050).',
            },
            {
              target: `${web}/features`,
              from: webTop.map((top) => `${web}/${top}`),
              message: 'Features never import app/ (decision 050).',
            },
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [feature, ...(webFeatureDeps[feature] ?? [])].map((dir) => `./${dir}`),
              message:
                'A feature imports another only if eslint.config.js allows it (decision 050).',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'apps/server/src/cli.ts', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures declare their dependencies by destructuring, `{}` when there are none.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
