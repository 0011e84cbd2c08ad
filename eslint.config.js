import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const directoriesIn = (dir) =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Web layers (decision 050): app/ → features/ → shared code and @space/contracts.
const web = 'apps/web/src';
const webShared = ['components', 'lib', 'stores', 'config', 'locales', 'styles', 'assets'];
const webTop = ['app', 'main.tsx', 'entry-server.tsx'];
/** The only cross-feature imports: feature → the features it may import. */
const webFeatureDeps = {
  admin: ['brands', 'upload'],
  'creator-earnings': ['account'],
  articles: ['catalog', 'likes', 'social'],
  authors: ['social'],
  cart: ['catalog'],
  'creator-studio': ['catalog', 'upload'],
  memberships: ['orders'],
  moderation: ['creator-studio', 'upload'],
  orders: ['cart'],
  redeem: ['cart'],
  search: ['catalog'],
};
const webFeatures = directoriesIn(`${web}/features`);

// Server rooms (docs/architecture.md, decision 047): each module is on a floor and imports only
// modules on lower floors, only through their front door (index.ts); the platform below them
// (lib, config, db and the HTTP plugins) imports no module.
const server = 'apps/server/src';
const serverFloors = [
  ['catalog', 'payments', 'health', 'analytics', 'backups'],
  ['auth', 'search'],
  ['access', 'tiers', 'notifications'],
  ['brands', 'products', 'packages', 'videos', 'product-updates'],
  ['ownership', 'articles', 'uploads'],
  [
    ...['cart', 'coupons', 'memberships', 'orders', 'redeem-codes'],
    ...['downloads', 'home', 'likes', 'users', 'authors', 'social', 'wechat'],
    ...['dev-mailbox', 'creator-stats', 'reviews', 'earnings'],
  ],
  ['commerce', 'moderation', 'files', 'seo', 'payouts'],
  ['admin'],
];
const serverModules = directoriesIn(`${server}/modules`);
for (const module of serverModules) {
  if (!serverFloors.flat().includes(module)) {
    throw new Error(`eslint.config.js: put the server module '${module}' on a floor`);
  }
}
const floorOf = (module) => serverFloors.findIndex((floor) => floor.includes(module));
/** The HTTP plugins that render the web app need modules; the rest are platform. */
const appPlugins = ['web-app.ts', 'first-view.ts'];
const platformPlugins = readdirSync(new URL(`./${server}/plugins`, import.meta.url))
  .filter((file) => !appPlugins.includes(file))
  .map((file) => `${server}/plugins/${file}`);
/** The app's assembly and start-up, above every module. */
const serverTop = [
  ...[
    'app.ts',
    'app-dependencies.ts',
    'platform.ts',
    'http-layer.ts',
    'jobs.ts',
    'fastify-options.ts',
  ],
  ...['bootstrap.ts', 'cli.ts', 'server.ts', 'run-server.ts', 'seed'],
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
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
      // `import { type X }` keeps the module as a side-effect import: in the web app that loads
      // a contracts module (and zod) for a type alone.
      '@typescript-eslint/no-import-type-side-effects': 'error',
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
    files: [`${server}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: [`${server}/lib`, `${server}/config`, `${server}/db`, ...platformPlugins],
              from: [
                `${server}/modules`,
                ...appPlugins.map((file) => `${server}/plugins/${file}`),
                ...serverTop.map((top) => `${server}/${top}`),
              ],
              message: 'lib, config, db and the platform plugins import no module (decision 047).',
            },
            {
              target: `${server}/modules`,
              from: [
                ...appPlugins.map((file) => `${server}/plugins/${file}`),
                ...serverTop.map((top) => `${server}/${top}`),
              ],
              message:
                'Modules import neither the app, its start-up, the CLI nor demo data (decision 047).',
            },
            {
              target: [
                ...serverTop.map((top) => `${server}/${top}`),
                ...appPlugins.map((file) => `${server}/plugins/${file}`),
              ],
              from: `${server}/modules`,
              except: serverModules.map((module) => `./${module}/index.ts`),
              message: 'The app reaches a module only through its index.ts (decision 047).',
            },
            ...serverModules.map((module) => ({
              target: `${server}/modules/${module}`,
              from: `${server}/modules`,
              except: [
                `./${module}`,
                ...serverModules
                  .filter((other) => floorOf(other) < floorOf(module))
                  .map((other) => `./${other}/index.ts`),
              ],
              message:
                'A module imports only modules on lower floors of eslint.config.js, through their index.ts (decision 047).',
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
