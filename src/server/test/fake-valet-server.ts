import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// One day of the fake's observations: { d: '2026-03-24', FXUSDCAD: '1.3987' } answers
// `{"d":"2026-03-24","FXUSDCAD":{"v":"1.3987"}}`, the value as a JSON string, as Valet sends it.
export type FakeObservation = { d: string } & Record<string, string>;

// How the fake answers the next calls: its observations (the protocol), a status with a body,
// a body of any text with 200 (garbage), or an answer slower than the client waits.
export type FakeValetMode =
  | { kind: 'observations' }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'body'; body: string }
  | { kind: 'slow'; ms: number };

export type FakeValetServer = {
  // The base URL, as FX_REFERENCE_URL takes it.
  url: string;
  // Each call's path and query.
  calls: URL[];
  setObservations(observations: FakeObservation[]): void;
  setMode(mode: FakeValetMode): void;
  close(): Promise<void>;
};

// With `control`, `PUT` of `{ "observations": FakeObservation[] }` to this path sets the
// observations from another process (the browser tests'), as setObservations does.
export const FAKE_VALET_CONTROL_PATH = '/fake-control/observations';
const GROUP_PATH = '/valet/observations/group/FX_RATES_DAILY/json';

/** Valet's answer for these observations, newest last as the Bank sends them. */
export function valetBody(observations: readonly FakeObservation[]): string {
  const days = observations.map(({ d, ...values }) =>
    JSON.stringify({
      d,
      ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { v }])),
    }),
  );
  const series = [...new Set(observations.flatMap(({ d: _d, ...values }) => Object.keys(values)))];
  const detail = Object.fromEntries(
    series.map((s) => [s, { label: `${s.slice(2, 5)}/CAD`, description: `${s} daily rate` }]),
  );
  return `{"groupDetail":{"label":"Daily exchange rates"},"seriesDetail":${JSON.stringify(detail)},"observations":[${days.join(',')}]}`;
}

/**
 * A local reference source speaking the Bank of Canada's Valet
 * `GET /valet/observations/group/FX_RATES_DAILY/json?recent=N` over real HTTP: the last N of
 * its observations.
 */
export async function startFakeValetServer(
  port = 0,
  options: { control?: boolean } = {},
): Promise<FakeValetServer> {
  let observations: FakeObservation[] = [];
  let mode: FakeValetMode = { kind: 'observations' };
  const calls: URL[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/ping') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    if (options.control && url.pathname === FAKE_VALET_CONTROL_PATH && req.method === 'PUT') {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => {
        observations = (JSON.parse(text) as { observations: FakeObservation[] }).observations;
        res.writeHead(204).end();
      });
      return;
    }
    if (url.pathname !== GROUP_PATH) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"message":"Series or group not found"}');
      return;
    }
    calls.push(url);
    if (mode.kind === 'status') {
      res.writeHead(mode.status, { 'content-type': 'application/json' }).end(mode.body ?? '');
      return;
    }
    if (mode.kind === 'body') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(mode.body);
      return;
    }
    const recent = Number(url.searchParams.get('recent') ?? observations.length);
    const body = valetBody(observations.slice(-Math.max(1, recent)));
    const send = () => res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    if (mode.kind === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!res.destroyed) send();
      }, mode.ms);
      pending.add(timer);
      return;
    }
    send();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}/valet`,
    calls,
    setObservations(next) {
      observations = next;
    },
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
