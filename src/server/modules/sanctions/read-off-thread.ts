import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SanctionsSource } from '@domain/sanctions/list-entry';
import { unprocessable } from '../../http-errors';
import type { ListFile } from './list-file';
import type { ListAnswer, ListJob } from './list-worker';

// Reading a list file in a thread of its own (issue 42, docs/decisions/0048): a list of tens
// of megabytes takes seconds to parse (a 30 MB UN file about 20), and on the server's thread
// every request would wait for it. The thread starts with the first file and reads the files
// one after another; it ends once idle for a while, giving back what a large file took.

const IDLE_MS = 30_000;
// A 40 MB file takes about 550 MB to read; more than this is a file no list comes near.
const HEAP_MB = 2_048;

type Reader = {
  worker: Worker;
  jobs: Map<number, { resolve: (file: ListFile) => void; reject: (error: unknown) => void }>;
  idle: NodeJS.Timeout | null;
  ended: boolean;
};

let reader: Promise<Reader> | null = null;
let lastId = 0;

// tsx's ESM API (`tsx/esm/api`, its `import` condition), found beside this module.
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return new URL(exports['./esm/api'].import.default, pathToFileURL(manifest)).href;
}

// The built server's thread loads its own JavaScript file. Run from the TypeScript sources
// (tests, `npm run dev`, the scripts), the thread first registers tsx's loader, as the server
// has it: Node 20 does not apply an `--import` loader to a thread's first module.
async function startWorker(): Promise<Worker> {
  const { LIST_READER, listWorkerUrl } = await import('./list-worker');
  const url = new URL(listWorkerUrl);
  const options = { workerData: LIST_READER, resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } };
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  const bootstrap = `import(${JSON.stringify(tsxApiUrl())}).then(({ register }) => {
    register();
    return import(${JSON.stringify(url.href)});
  });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

function outcome(answer: ListAnswer): ListFile {
  if ('file' in answer) return answer.file;
  if ('refused' in answer) {
    throw unprocessable(`The file is not a valid list: ${answer.refused}`, 'validation');
  }
  throw new Error(`reading the list failed: ${answer.failed}`);
}

// No further file goes to this thread (the next starts another).
function retire(current: Reader) {
  if (current.ended) return;
  current.ended = true;
  reader = null;
  if (current.idle) clearTimeout(current.idle);
}

// The thread's end, by an error or otherwise: every file it was reading fails with it.
function stopped(current: Reader, error: unknown) {
  retire(current);
  const tooLarge = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
  for (const job of current.jobs.values()) {
    job.reject(
      tooLarge
        ? unprocessable(
            `The file is not a valid list: reading it takes more than ${HEAP_MB.toLocaleString('en-US')} MB of memory`,
            'validation',
          )
        : error,
    );
  }
  current.jobs.clear();
}

// Idle, the thread keeps no process alive, and ends after IDLE_MS.
function idle(current: Reader) {
  current.worker.unref();
  current.idle = setTimeout(() => {
    retire(current);
    void current.worker.terminate();
  }, IDLE_MS);
  current.idle.unref();
}

async function startReader(): Promise<Reader> {
  const created: Reader = {
    worker: await startWorker(),
    jobs: new Map(),
    idle: null,
    ended: false,
  };
  created.worker.on('message', ({ id, answer }: { id: number; answer: ListAnswer }) => {
    const job = created.jobs.get(id);
    if (!job) return;
    created.jobs.delete(id);
    try {
      job.resolve(outcome(answer));
    } catch (error) {
      job.reject(error);
    }
    if (created.jobs.size === 0 && !created.ended) idle(created);
  });
  created.worker.on('error', (error) => stopped(created, error));
  created.worker.on('exit', (code) =>
    stopped(created, new Error(`the list reader ended (exit code ${code})`)),
  );
  return created;
}

function currentReader(): Promise<Reader> {
  reader ??= startReader().catch((error: unknown) => {
    reader = null;
    throw error;
  });
  return reader;
}

/** The file read in the list thread; a file it refuses is a 422 saying why. */
export async function readListOffThread(
  source: SanctionsSource,
  content: string,
): Promise<ListFile> {
  const current = await currentReader();
  if (current.idle) clearTimeout(current.idle);
  current.idle = null;
  current.worker.ref();
  lastId += 1;
  const job: ListJob = { id: lastId, source, content };
  return new Promise<ListFile>((resolve, reject) => {
    current.jobs.set(job.id, { resolve, reject });
    current.worker.postMessage(job);
  });
}
