import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dumpDataDir } from './dump-data-dir';
import { errorFields, type OpenRequest, type Ready, type Request, type Response } from './protocol';

// The embedded database on its own thread (docs/decisions/0025): a slow query never blocks the
// server's event loop. Requests arrive one at a time from the server, which orders them.
const port = parentPort;
if (!port) throw new Error('the embedded database runs in a worker thread');

const open = workerData as OpenRequest;

// PostgreSQL's buffer cache inside PGlite's WebAssembly memory. PGlite writes all of it when it
// starts, so it is resident from the first second (docs/benchmarks.md, "Issue 29: the embedded
// server's memory"). Pages it does not hold are read from the data folder's files, which the
// operating system caches.
export const EMBEDDED_SHARED_BUFFERS = '16MB';

// V8 compiles PostgreSQL's WebAssembly with its baseline compiler (Liftoff) as each function is
// first called, and recompiles a function with its optimising compiler (TurboFan) once it has
// run this much (roughly bytes of code executed; V8's default is 1,800,000). At the default,
// PostgreSQL's own start made V8 optimise hundreds of functions it would hardly run again: about
// 60 MB of compiler memory (which the C allocator keeps) and a second of CPU at every start.
// A thousand times more leaves PostgreSQL's start in Liftoff (peak 197 MB against 230 MB at a
// hundred times, docs/benchmarks.md "Issue 29: the embedded start under 200 MB"); a search's hot
// loop still runs long enough to be optimised within its first requests, which answered as fast
// as at a hundred times. The flag is the process's (V8 has one set of flags); it is set before
// PGlite compiles its module, and no other WebAssembly of the server is hot enough to matter.
export const WASM_TIERING_BUDGET = 1_800_000_000;
setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);

// Once PGlite has opened, the bytes of its WebAssembly module (9 MB, compiled by now) and the
// rest of its start's garbage are unreachable, but nothing would collect them until the thread
// allocates again: one full collection then gives them back before the server answers (8 MB
// less resident). `gc` is V8's own, exposed to a new context once the flag is set.
function collectStartGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const identity = (value: string) => value;
// The types a caller wants as the database's text (drizzle asks this for dates and times).
const rawParsers = (types: number[]): ParserOptions =>
  Object.fromEntries(types.map((type) => [type, identity]));

async function answer(client: PGlite, request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const result = await client.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: rawParsers(request.rawTypes),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await client.exec(request.sql)).map((r) => ({ rows: r.rows, fields: r.fields }));
    case 'dump':
      return dumpDataDir(client);
    case 'close':
      await client.close();
      return null;
  }
}

try {
  const client = await PGlite.create(open.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  collectStartGarbage();
  port.on('message', (request: Request) => {
    answer(client, request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies Response),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: errorFields(error),
        } satisfies Response),
    );
  });
  port.postMessage({ ready: true } satisfies Ready);
} catch (error) {
  port.postMessage({ ready: false, error: errorFields(error) } satisfies Ready);
}
