import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverModule = (module, files = '**') => ({
  element: { type: 'module', captured: { module }, fileInternalPath: files },
});
const serverRootFile = (files) => ({ element: { type: 'root', fileInternalPath: files } });
const serverPlatform = { element: { types: { anyOf: ['platform'] } } };
/** What the server's modules may import of one another: auth's caller check, and these known uses. */
const serverModuleUses = [
  // Every module asks auth who is calling.
  ['*', 'auth', 'caller.ts'],
  // Accounts create the profile and read the XP rules for it.
  ['auth', 'profiles', '{routes,service}.ts'],
  ['auth', 'gamification', 'rules.ts'],
  // Posts award XP and hold uploaded photos.
  ['social', 'gamification', 'service.ts'],
  ['social', 'uploads', 'ledger.ts'],
  // Photos to recognise are read and limited as uploads are; the vision provider is an AI provider.
  ['recognition', 'uploads', '{limiter,errors,image-data,normalise}.ts'],
  ['recognition', 'ai-chat', '{provider-clients,provider-config}.ts'],
  // An uploaded photo is served through the media variants.
  ['uploads', 'media', 'variant.ts'],
];
const serverImportPolicies = [
  // app.ts and main.ts assemble the server from every part.
  {
    from: serverRootFile('{app,main}.ts'),
    allow: { to: { element: { types: { anyOf: ['module', 'platform', 'root'] } } } },
  },
  // config.ts joins the config slices: no module file but its config.ts, so nothing imports it back.
  { from: serverRootFile('config.ts'), allow: { to: serverModule('*', 'config.ts') } },
  { from: serverRootFile('config.ts'), allow: { to: serverPlatform } },
  { from: serverRootFile('config.ts'), allow: { to: serverRootFile('{env-values,paths}.ts') } },
  {
    from: serverRootFile('{env-values,paths,version}.ts'),
    allow: { to: serverRootFile('{paths,version}.ts') },
  },
  // A module: its own files, the platform, the configuration (its AppConfig type and helpers).
  {
    from: { element: { type: 'module' } },
    allow: { to: { element: { type: 'module', captured: { module: '{{from.element.captured.module}}' } } } },
  },
  { from: { element: { type: 'module' } }, allow: { to: serverPlatform } },
  {
    from: { element: { type: 'module' } },
    allow: { to: serverRootFile('{config,env-values,paths,version}.ts') },
  },
  ...serverModuleUses.map(([from, to, files]) => ({
    from: { element: { type: 'module', captured: { module: from } } },
    allow: { to: serverModule(to, files) },
  })),
  // The platform (http, db, storage) serves the modules and never depends on one.
  { from: serverPlatform, allow: { to: serverPlatform } },
  { from: serverPlatform, allow: { to: serverRootFile('{config,env-values,paths,version}.ts') } },
  // Test helpers start whole servers.
  {
    from: { element: { type: 'testing' } },
    allow: { to: { element: { types: { anyOf: ['module', 'platform', 'root', 'testing'] } } } },
  },
  // Known exceptions, to move when their code is next touched: the PGlite template (a build entry point)
  // seeds the places (and, on main since 3139e55, the gamification catalogue), and the recogniser's
  // background-set tool reuses the test servers and evaluation.
  {
    from: { element: { type: 'platform', fileInternalPath: 'pglite-template.ts' } },
    allow: { to: serverModule('places', '{gazetteer,seed}.ts') },
  },
  {
    from: { element: { type: 'platform', fileInternalPath: 'pglite-template.ts' } },
    allow: { to: serverModule('gamification', 'catalogue-seed.ts') },
  },
  {
    from: { element: { type: 'module', fileInternalPath: 'global/make-background.ts' } },
    allow: { to: { element: { type: 'testing' } } },
  },
  // Last, so no allow above outweighs it: a config slice never imports the configuration that imports it.
  {
    from: { element: { type: 'module', fileInternalPath: 'config.ts' } },
    disallow: { to: serverRootFile('{config,app,main}.ts') },
  },
];

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
        { type: 'testing', pattern: 'apps/web/src/testing' },
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
            // The component-test helpers (render in the app's providers, a local API server) use shared
            // code only, and only test files use them.
            {
              from: { element: { type: 'testing' } },
              allow: { to: { element: { types: { anyOf: ['testing', 'shared'] } } } },
            },
            {
              from: {
                element: { types: { anyOf: ['feature', 'shared'] }, fileInternalPath: '**/*.test.{ts,tsx}' },
              },
              allow: { to: { element: { type: 'testing' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Imports between the server's parts (docs/architecture.md). A feature module uses its own files, the
    // platform (http, db, storage), the configuration, and another module only where listed below; the
    // configuration (config.ts) reads the modules' config slices and nothing else of theirs. Tests may
    // reach anywhere.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [fileURLToPath(new URL('./tools/eslint-web-resolver.cjs', import.meta.url))]: {} },
      'boundaries/elements': [
        { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'testing', pattern: 'apps/server/src/testing' },
        { type: 'platform', pattern: 'apps/server/src/*', capture: ['part'] },
        { type: 'root', pattern: 'apps/server/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: serverImportPolicies,
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
