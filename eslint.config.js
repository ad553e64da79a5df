import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
const onlyPureLibraries = {
  regex: '^(?!(zod|decimal\\.js|date-fns|vitest)(/|$)|\\.{1,2}/)',
  message: 'domain is pure: only zod, decimal.js and date-fns, no I/O, no React, no Fastify',
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
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServer] }],
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
