// `npx tsx scripts/endpoint-routes.ts` writes src/web/lib/endpoint-routes.ts: each endpoint's
// method and path from the endpoint table (docs/decisions/0033), without its zod schemas, so
// the web's calls do not download every contract and zod with the first page. The type check
// catches a name added or removed; `endpoint-routes.test.ts` a changed method or path.
import { writeFileSync } from 'node:fs';
import { ENDPOINTS } from '../src/domain/contracts/endpoints';

const target = new URL('../src/web/lib/endpoint-routes.ts', import.meta.url);
const lines = Object.entries(ENDPOINTS).map(
  ([name, { method, path }]) => `  '${name}': ['${method}', '${path}'],`,
);
writeFileSync(
  target,
  [
    '// Written by `npx tsx scripts/endpoint-routes.ts` from the endpoint table; do not edit.',
    "// Each endpoint's method and path alone: the web's calls read these, not the schemas.",
    "import type { EndpointMethod, EndpointName } from '@domain/contracts/endpoints';",
    '',
    'export const ENDPOINT_ROUTES = {',
    ...lines,
    '} as const satisfies Record<EndpointName, readonly [EndpointMethod, `/api/${string}`]>;',
    '',
  ].join('\n'),
);
