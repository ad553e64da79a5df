import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// Modules of these packages (names may be patterns, or a package's files), for a chunk group.
const nodeModules = (...names: string[]) =>
  new RegExp(`node_modules[\\\\/](${names.join('|')})(?:[\\\\/]|$)`);

// Our own modules at these paths under src/web, without the extension (module ids use `/`, as
// the package patterns above do).
const webModules = (...paths: string[]) => new RegExp(`/src/web/(${paths.join('|')})\\.tsx?$`);
// The kit (below): pieces that import react, radix-ui's basics, class-variance-authority,
// react-router and lucide at most.
const kitModules = webModules(
  'components/ui/(button|badge|card|input|skeleton|spinner|table|separator|label|textarea)',
  'components/ui/(empty-state|focus-first-field|return-focus|money-text|pagination-footer)',
  'lib/(cn|failure|use-debounced-value|count-label|use-list-params|api-client)',
  'components/(page-header|load-error|user-text|search-box|archive-tabs|language-button)',
);

// The signed-in pages' own shared pieces (below): what the layout (navigation bar, side panel,
// keyboard commands) and the session around it load, and the bureau's clock and settings that
// nearly every signed-in page shows; none of them is on the sign-in page.
const signedInModules = [
  webModules(
    'lib/(call|endpoint-routes|query-keys|query-client|page-after)',
    'app/use-sign-out',
    'features/auth/use-staff',
    'features/(customers|tills|compliance|sanctions)/api',
    'features/customers/lazy-forms',
    'shared/(settings|bureau-time)',
    'components/risk-badge',
    'features/sanctions/screening-badge',
  ),
  /\/src\/domain\/(staff|business-day|setting-values)\.ts$/,
];
// The list pages' table, cards and paging frame.
const listModules = webModules('components/list-page', 'components/data-table/[a-z-]+');

export default defineConfig({
  root: here('./src/web'),
  // Every script, style sheet and index.html also written as .br and .gz (best levels), which the
  // server sends to browsers that accept them (src/server/plugins/spa.ts).
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: {
    alias: { '@domain': here('./src/domain'), '@web': here('./src/web') },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // Libraries change less often than our code, so each group below stays cached across
    // releases; grouped by the pages that need them, so a page downloads a few files rather
    // than dozens of small shared pieces (each with its own headers and compression window):
    // React and the router (every page); the messages, class names and basic Radix primitives
    // (every page, the sign-in page too); the data cache (signed-in pages); overlays (sheets
    // and dialogs); menus and popovers (floating-ui). Other libraries (forms,
    // date picker, charts, toasts) load with the screens that use them.
    rolldownOptions: {
      // Our own modules run nothing on import that another module relies on (the only import
      // for its effect is the style sheet): a screen that takes one export of a feature's
      // index.ts then loads that export's module, not every module the index re-exports.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/](web|domain)[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: nodeModules('react', 'react-dom', 'scheduler', 'react-router') },
            {
              name: 'shell',
              test: nodeModules(
                'i18next',
                // Not <Trans> (and its HTML parser): few dialogs use it, and they load it.
                'react-i18next/dist/es/(?!Trans)[A-Za-z]+\\.js$',
                'tailwind-merge',
                'clsx',
                'class-variance-authority',
                '@radix-ui/primitive',
                '@radix-ui/react-(primitive|context|slot|compose-refs|id|presence|direction)',
                '@radix-ui/react-use-[a-z-]+',
                '@radix-ui/react-(collection|roving-focus|label|separator)',
                'lucide-react/dist/esm/(createLucideIcon|defaultAttributes|Icon|shared|context)[^/]*',
              ),
            },
            { name: 'data', test: nodeModules('@tanstack/[a-z-]+') },
            {
              name: 'overlay',
              test: nodeModules(
                '@radix-ui/react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)',
                'react-remove-scroll',
                'react-remove-scroll-bar',
                'react-style-singleton',
                'use-callback-ref',
                'use-sidecar',
                'get-nonce',
                'aria-hidden',
                'tslib',
              ),
            },
            {
              // Our own smallest shared pieces (basic components, helpers, icons), each a few
              // hundred bytes and imported by many screens: one file instead of dozens, each
              // with its own headers, import lines and compression window (decision 0066). Only
              // pieces that import no library beyond the groups above, so a page that loads
              // the kit loads nothing heavier than it did.
              name: 'kit',
              test: (id: string) =>
                kitModules.test(id) ||
                /\/src\/domain\/error-codes\.ts$/.test(id) ||
                nodeModules('lucide-react/dist/esm/icons/[^/]+').test(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Loaded by every page inside the layout anyway: one file instead of a dozen
              // (each with its own headers and compression window).
              name: 'signed-in-kit',
              test: (id: string) => signedInModules.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            },
            {
              name: 'lists',
              test: listModules,
              includeDependenciesRecursively: false,
            },
            {
              name: 'popover',
              test: nodeModules(
                '@radix-ui/react-(popper|arrow|menu|dropdown-menu)',
                '@floating-ui/[a-z-]+',
              ),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 8787}`, changeOrigin: false },
    },
  },
});
