// The graphs of the server's modules and the web's features (DESIGN §1): which unit imports
// which, read from the import lines of src/server/modules/<name>/ and src/web/features/<name>/
// (tests aside). Refuses a cycle in either, and writes (--write) or checks (--check, run by
// `npm run lint`) docs/architecture.md: a Mermaid graph of each and one line per unit, taken
// from the first comment of its index.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { document, type Section } from './module-graph/document';
import { findCycle, readGraph } from './module-graph/graph';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const documentPath = join(root, 'docs/architecture.md');

const rooms: (Section & { advice: string })[] = [
  {
    title: 'Server modules',
    dir: 'src/server/modules',
    intro: [
      'Each module in `src/server/modules/<name>/` is entered only through its `index.ts`',
      "(`'../<module>'`).",
    ],
    advice: 'Move what they share down into a lower module.',
  },
  {
    title: 'Web features',
    dir: 'src/web/features',
    alias: '@web/features/',
    intro: [
      'Each feature in `src/web/features/<name>/` is entered only through its `index.ts`',
      "(`'@web/features/<name>'`). What several features read (the settings' switches, the",
      "bureau's clock, branches, links to a screen) sits below them in `src/web/shared/`",
      '(docs/decisions/0051).',
    ],
    advice: 'Move what they share down into src/web/shared (or components, lib).',
  },
];

function main(mode: string | undefined) {
  const graphs = rooms.map((room) => [room, readGraph(root, room)] as const);
  for (const [room, graph] of graphs) {
    const cycle = findCycle(graph);
    if (!cycle) continue;
    console.error(`${room.title} import each other in a cycle: ${cycle.join(' -> ')}`);
    console.error(`${room.advice} See docs/architecture.md.`);
    process.exit(1);
  }
  const wanted = document(
    root,
    graphs.map(([room, graph]) => [room, graph]),
  );
  if (mode === '--write') {
    writeFileSync(documentPath, wanted);
    console.log('docs/architecture.md written');
    return;
  }
  const current = existsSync(documentPath) ? readFileSync(documentPath, 'utf8') : '';
  if (current !== wanted) {
    console.error('docs/architecture.md does not match the imports between modules or features:');
    console.error('run `npm run architecture` and commit it.');
    process.exit(1);
  }
}

main(process.argv[2]);
