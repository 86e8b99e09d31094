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
/** Each server module's one entry point: `register(app, deps)` and what the others may use of it. */
const serverEntryPoint = 'index.ts';
/**
 * The server's modules, top to bottom. A module may import another only through its entry point and
 * only from a lower layer; modules of one layer never import each other. What a module needs of
 * another at run time (a service, a function) comes through `deps`, from app.ts.
 */
export const serverModuleLayers = [
  // Features nothing else builds on.
  ['ai-chat', 'audio', 'health', 'media', 'places', 'recognition', 'social', 'spa', 'tour-visits'],
  // The feed awards XP through gamification and holds photos through the upload ledger.
  ['gamification', 'uploads'],
  // Gamification counts a user's trips through the itineraries module.
  ['itineraries', 'profiles'],
  // Every module asks auth who is calling; auth builds on no other module.
  ['auth'],
];
const brace = (names) => (names.length === 1 ? names[0] : `{${names.join(',')}}`);
const serverModuleImports = serverModuleLayers.slice(0, -1).map((layer, index) => ({
  from: { element: { type: 'module', captured: { module: brace(layer) } } },
  allow: { to: serverModule(brace(serverModuleLayers.slice(index + 1).flat()), serverEntryPoint) },
}));
const serverImportPolicies = [
  // The composition root (app.ts), the entry point that starts it (main.ts) and the PGlite template
  // built at build time assemble the server: modules through their entry points only.
  {
    from: serverRootFile('{app,main,pglite-template}.ts'),
    allow: { to: { element: { types: { anyOf: ['platform', 'root'] } } } },
  },
  {
    from: serverRootFile('{app,main,pglite-template}.ts'),
    allow: { to: serverModule('*', serverEntryPoint) },
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
  // Another module: only a lower layer's entry point.
  ...serverModuleImports,
  // The platform (http, db, storage, shared) serves the modules and never depends on one.
  { from: serverPlatform, allow: { to: serverPlatform } },
  { from: serverPlatform, allow: { to: serverRootFile('{config,env-values,paths,version}.ts') } },
  // Test helpers start whole servers.
  {
    from: { element: { type: 'testing' } },
    allow: { to: { element: { types: { anyOf: ['module', 'platform', 'root', 'testing'] } } } },
  },
  // A known exception: the recogniser's background-set tool (run by hand) reuses the test servers and
  // evaluation.
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
    // platform (http, db, storage, shared), the configuration, and a lower module's entry point (see
    // serverModuleLayers); the configuration (config.ts) reads the modules' config slices and nothing
    // else of theirs. Tests may reach anywhere.
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
    // The server's test files share one module graph per worker (isolate: false in vitest.config.ts), so
    // none may change what the next file sees: no module mocks, stubbed globals or env, fake timers.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Server test files share their modules (isolate: false): pass settings to the test server.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message: 'Server test files share one process: give the test server its env instead.',
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
