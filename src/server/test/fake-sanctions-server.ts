import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// A local publisher of sanctions lists over real HTTP: each source's file at its own path, in
// its real format (the fixture files), or an error status, or garbage, as a test sets it.

export const SANCTIONS_FIXTURES = fileURLToPath(new URL('./fixtures/sanctions/', import.meta.url));

export const fixtureText = (name: string) => readFileSync(`${SANCTIONS_FIXTURES}${name}`, 'utf8');

export type FakeListAnswer =
  { kind: 'file'; body: string } | { kind: 'status'; status: number; body?: string };

const PATHS = {
  sema: '/sanctions/sema-lmes.xml',
  un: '/resources/xml/en/consolidated.xml',
  opensanctions: '/datasets/latest/default/targets.simple.csv',
} as const;
type Source = keyof typeof PATHS;

export type FakeSanctionsServer = {
  // Each source's URL, as SANCTIONS_*_URL takes it.
  urls: Record<Source, string>;
  // How many times each source was fetched.
  calls: Record<Source, number>;
  answer(source: Source, answer: FakeListAnswer): void;
  close(): Promise<void>;
};

/** Serves sema-small.xml, un-small.xml and opensanctions-small.csv unless told otherwise. */
export async function startFakeSanctionsServer(port = 0): Promise<FakeSanctionsServer> {
  const answers: Record<Source, FakeListAnswer> = {
    sema: { kind: 'file', body: fixtureText('sema-small.xml') },
    un: { kind: 'file', body: fixtureText('un-small.xml') },
    opensanctions: { kind: 'file', body: fixtureText('opensanctions-small.csv') },
  };
  const calls: Record<Source, number> = { sema: 0, un: 0, opensanctions: 0 };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (path === '/ping') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    const source = (Object.keys(PATHS) as Source[]).find((s) => PATHS[s] === path);
    if (!source) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    calls[source] += 1;
    const answer = answers[source];
    if (answer.kind === 'status') {
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
      return;
    }
    const type = source === 'opensanctions' ? 'text/csv' : 'application/xml';
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${bound}`;
  return {
    urls: {
      sema: `${base}${PATHS.sema}`,
      un: `${base}${PATHS.un}`,
      opensanctions: `${base}${PATHS.opensanctions}`,
    },
    calls,
    answer(source, next) {
      answers[source] = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
