import { Worker } from 'node:worker_threads';
import {
  toError,
  type OpenRequest,
  type QueryResult,
  type Ready,
  type Request,
  type Response,
} from './protocol';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

// What a transaction's callback gets: the same calls, inside the transaction.
export type EmbeddedTransaction = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
  closed: boolean;
};

// A request running longer than this no longer counts as a sign of life.
const BUSY_IS_ALIVE_MS = 30_000;

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

// Built, the worker is JavaScript beside this file. Run from source, it is TypeScript, which a
// worker's entry cannot be on Node 20 even with tsx loaded: a one-line script loads it through
// tsx's API instead.
const fromSource = import.meta.url.endsWith('.ts');

// The thread's JavaScript only passes calls and rows; PostgreSQL's memory is WebAssembly's, not
// V8's heap. A young generation of 2 MB instead of 16 MB keeps ~14 MB less resident
// (docs/benchmarks.md, "Issue 29: the embedded server's memory"); rows that outlive it are
// promoted to the old generation, which is not limited.
const resourceLimits = { maxYoungGenerationSizeMb: 2 };

function startWorker(open: OpenRequest): Worker {
  if (!fromSource) {
    return new Worker(new URL('./worker.js', import.meta.url), {
      workerData: open,
      resourceLimits,
    });
  }
  const source = new URL('./worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`,
    { eval: true, workerData: open, execArgv: [], resourceLimits },
  );
}

/**
 * The embedded database (PGlite) on a worker thread, with the calls drizzle's PGlite driver
 * makes (docs/decisions/0025). PGlite is one connection: every call and every transaction takes
 * its turn here, and a transaction's own calls run inside its turn.
 */
export class EmbeddedClient {
  closed = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private turn: Promise<unknown> = Promise.resolve();
  // When the call or transaction being served began; null while idle.
  private busySince: number | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Response) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(toError(message.error));
    });
    const fail = (error: Error) => {
      this.closed = true;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The embedded database has stopped')));
  }

  static async open(open: OpenRequest): Promise<EmbeddedClient> {
    const worker = startWorker(open);
    const ready = await new Promise<Ready>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (!ready.ready) {
      await worker.terminate();
      throw toError(ready.error);
    }
    return new EmbeddedClient(worker);
  }

  private send<T>(request: Omit<Request, 'id'> & { kind: Request['kind'] }): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id } as Request);
    });
  }

  // One call or transaction at a time, in the order they came.
  private inTurn<T>(run: () => Promise<T>): Promise<T> {
    const result = this.turn.then(async () => {
      this.busySince = Date.now();
      try {
        return await run();
      } finally {
        this.busySince = null;
      }
    });
    this.turn = result.catch(() => undefined);
    return result;
  }

  private rawQuery(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.send<QueryResult>({
      kind: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      // drizzle asks only to keep some types as text; the worker does the same for them.
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
    } as Omit<Request, 'id'>);
  }

  private rawExec(sql: string) {
    return this.send<QueryResult[]>({ kind: 'exec', sql } as Omit<Request, 'id'>);
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.inTurn(() => this.rawQuery(sql, params, options));
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.inTurn(() => this.rawExec(sql));
  }

  transaction<T>(run: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      await this.rawExec('BEGIN');
      const tx: EmbeddedTransaction = {
        query: (sql, params, options) => this.rawQuery(sql, params, options),
        exec: (sql) => this.rawExec(sql),
        closed: false,
      };
      try {
        const result = await run(tx);
        await this.rawExec('COMMIT');
        return result;
      } catch (error) {
        await this.rawExec('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        tx.closed = true;
      }
    });
  }

  /**
   * The data directory as a gzipped tarball, in its own turn: between two transactions, so the
   * copy is consistent (docs/decisions/0032).
   */
  dumpDataDir(): Promise<Uint8Array> {
    return this.inTurn(() => this.send<Uint8Array>({ kind: 'dump' } as Omit<Request, 'id'>));
  }

  /**
   * Whether the database answers. While it is serving a request that began less than
   * BUSY_IS_ALIVE_MS ago it is answering, and a health check need not queue behind a long
   * report; otherwise it runs `select 1` in turn.
   */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('The embedded database is closed');
    if (this.busySince !== null && Date.now() - this.busySince < BUSY_IS_ALIVE_MS) return;
    await this.query('select 1');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.inTurn(() => this.send({ kind: 'close' } as Omit<Request, 'id'>));
    this.closed = true;
    await this.worker.terminate();
  }
}
