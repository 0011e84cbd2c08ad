import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['scripts/**', 'apps/server/src/cli.ts', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures declare their dependencies by destructuring, `{}` when there are none.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
