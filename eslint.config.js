import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Every screen of the web is translated (issue 28): the literal-text rule below checks them.
const TRANSLATED = ['src/web/**/*.tsx'];

// One-way imports (DESIGN §1): web -> domain, server -> domain; domain imports neither and
// does no I/O; web and server never import each other.
const noServer = {
  group: ['**/server/**', '@server/*'],
  message: 'web and domain must not import server code',
};
const noWeb = {
  group: ['**/web/**', '@web/*'],
  message: 'server and domain must not import web code',
};
// The domain may import only its own files and the pure libraries listed here: any other
// package (fs, http, a database driver, React, a mailer...) is refused by default.
// Web features meet only at each other's index.ts: the rest of a feature is its own business.
const featureInternals = {
  group: ['@web/features/*/*', '../*', '../../*'],
  message: "import another feature only through its index.ts ('@web/features/<name>')",
};
// The web's floors (docs/decisions/0051): app -> features -> shared -> components, lib. A floor
// imports only the floors under it, so no arrow runs back up.
const noApp = {
  group: ['@web/app/*'],
  message: 'features sit below the app: move what a feature needs of it into src/web/shared',
};
const sharedFloor = {
  group: ['@web/features/*', '@web/features/*/*', '@web/app/*'],
  message: 'src/web/shared is read by features: it must not import a feature or the app',
};
// Shared pieces (components, lib) sit below the features and never reach up into them.
const noFeatures = {
  group: ['@web/features/*', '@web/features/*/*', '@web/app/*', '@web/shared/*'],
  message:
    'components and lib are shared by features: they must not import a feature, src/web/shared or the app',
};
const onlyPureLibraries = {
  regex:
    '^(?!(zod|decimal\\.js|date-fns|@date-fns/tz|any-ascii|jaro-winkler|fastest-levenshtein)(/|$)|\\.{1,2}/)',
  message:
    'domain is pure: only zod, decimal.js, date-fns, @date-fns/tz, any-ascii, jaro-winkler and fastest-levenshtein, no I/O, no React, no Fastify',
};

// The domain's tests may use vitest too; its production files may not.
const onlyPureLibrariesAndVitest = {
  ...onlyPureLibraries,
  regex:
    '^(?!(zod|decimal\\.js|date-fns|@date-fns/tz|any-ascii|jaro-winkler|fastest-levenshtein|vitest)(/|$)|\\.{1,2}/)',
};
// Server modules meet only at each other's index.ts ('../<module>'), never at a file inside
// (DESIGN §1, docs/architecture.md); scripts/module-graph.ts refuses cycles between them.
const moduleInternals = {
  regex: '^\\.\\./[^./][^/]*/',
  message: "import another server module only through its index.ts ('../<module>')",
};
const outsideModuleDoors = {
  regex: '^(\\./|(\\.\\./)+)modules/[^/]+/',
  message: "import a server module only through its index.ts ('modules/<module>')",
};
const moduleDoors = {
  regex: '^\\./[^/]+/',
  message: "register a server module through its index.ts ('./<module>')",
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // CommonJS scripts (the commit-msg hook's rule, loaded by git's hook without a build).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line scripts talk to the terminal.
    files: ['scripts/**/*.{mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServer, noWeb, onlyPureLibraries] }],
    },
  },
  {
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noServer, noWeb, onlyPureLibrariesAndVitest] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb] }] },
  },
  {
    // The app, the jobs, scripts' helpers and the demo seed enter modules by their doors too.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/modules/**', 'src/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, outsideModuleDoors] }] },
  },
  {
    files: ['src/server/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWeb, moduleInternals] }],
      // A route takes its method, path and schemas from the endpoint table (decision 0033):
      // app.route({ ...endpointRoute('name', doc), handler }), never app.get('/path', …).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|head|options|all)$/]",
          message:
            "register a route from the endpoint table: app.route({ ...endpointRoute('name', doc), handler })",
        },
      ],
    },
  },
  {
    files: ['src/server/modules/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, moduleDoors] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServer, featureInternals] }],
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServer, featureInternals, noApp] }],
    },
  },
  {
    files: ['src/web/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, sharedFloor] }] },
  },
  {
    // Issue 28: a text a person reads goes through the messages (decision 0039). JSX text and
    // the attributes people read or hear are checked in every screen in TRANSLATED.
    files: TRANSLATED,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': {
            include: ['placeholder', 'title', 'aria-label', 'alt', 'label', 'description'],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s—·→←•…×]+', '[A-Z_-]+'] },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(placeholder|title|aria-label|alt|label|description)$/] > Literal[value=/[a-z]/]',
          message: "A text people read or hear is translated: write {t('…')} (decision 0039).",
        },
      ],
    },
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noFeatures] }] },
  },
  {
    // The router loads each screen lazily from its own module, so a page's code is fetched on
    // the first visit rather than with every feature index that mentions it.
    files: ['src/web/app/router.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  {
    // No import cycles anywhere in the application code.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The data layer is the floor of the server: schema, client, migrations and the database's
    // own machinery. It imports nothing of the server above it (no plugins, modules, HTTP
    // errors, config or app code), so no business rule or HTTP answer hides in it. Its tests
    // may drive the app.
    files: ['src/server/db/**/*.ts'],
    ignores: ['src/server/db/**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server/db',
              from: './src/server',
              except: ['./db'],
              message:
                'src/server/db is the data layer: it imports only its own files (schema, client, migrations), never plugins, modules, http-errors, config or app code',
            },
          ],
        },
      ],
    },
  },
  {
    // Type augmentation of third-party modules needs interface declarations.
    files: [
      'src/server/plugins/auth.ts',
      'src/server/app.ts',
      'src/server/test/global-setup.ts',
      'src/web/vite-env.d.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);
