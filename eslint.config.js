import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // ESLint loads import resolvers with require(), so ours is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line tools report on standard output.
    files: ['bench/**', '**/*.mjs', 'apps/server/src/modules/media/fetch-originals.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Addresses come from the shared table of pages (packages/contract/src/paths.ts), so that a page's
    // address is written once: no link, redirect or navigation spells one out.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXAttribute[name.name=/^(to|linkTo)$/] > Literal[value=/^\\//]',
          'JSXAttribute[name.name=/^(to|linkTo)$/] > JSXExpressionContainer > Literal[value=/^\\//]',
          'JSXAttribute[name.name=/^(to|linkTo)$/] > JSXExpressionContainer > TemplateLiteral',
          'CallExpression[callee.name="navigate"] > Literal.arguments[value=/^\\//]',
          'CallExpression[callee.name="navigate"] > TemplateLiteral.arguments',
        ].map((selector) => ({
          selector,
          message:
            "Build the address with the table of pages: paths.<page>.href(...) from '@artvoyage/contract/paths'.",
        })),
      ],
    },
  },
  {
    // One-way imports in the web app: app shell -> features -> shared. A feature never reaches into
    // another feature; shared code never depends on a feature or on the shell.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [fileURLToPath(new URL('./tools/eslint-web-resolver.cjs', import.meta.url))]: {} },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/shared' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } },
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { feature: '{{from.element.captured.feature}}' } },
                },
              },
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**', '@artvoyage/web'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'fastify', '@artvoyage/server', '@artvoyage/web'],
              message: 'Packages stay free of UI and HTTP.',
            },
          ],
        },
      ],
    },
  },
);
