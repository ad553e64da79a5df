import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// How the fake answers the next calls: prices (the protocol), a status with a body and headers,
// an answer slower than the client waits, or a body that is not JSON.
export type FakeMode =
  | { kind: 'prices' }
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  | { kind: 'slow'; ms: number }
  | { kind: 'malformed' };

// A price as the answer writes it: a JSON number text verbatim ('67187.33', '-1', '0',
// '1.2E-7'); null as null; any other text as a JSON string ('NaN' -> "NaN"), the only ways a
// JSON answer such as CoinGecko's can carry a value that is not a usable number.
export type FakePrice = string | null;
export type FakePrices = Record<string, Record<string, FakePrice>>;

const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
const priceJson = (price: FakePrice) =>
  price === null ? 'null' : JSON_NUMBER.test(price) ? price : JSON.stringify(price);

export type FakeCall = {
  ids: string[];
  vsCurrencies: string[];
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
};

export type FakePriceServer = {
  // The base URL, as CRYPTO_PRICE_URL takes it.
  url: string;
  calls: FakeCall[];
  // The coins it prices: { bitcoin: { usd: '67187.33' } }; a coin left out is absent from answers.
  setPrices(prices: FakePrices, lastUpdatedAt?: number): void;
  setMode(mode: FakeMode): void;
  // When set, a call without this key in this header gets CoinGecko's 401 answer.
  requireKey(header: string, key: string): void;
  close(): Promise<void>;
};

// With `control`, `PUT` of `{ "prices": FakePrices }` to this path sets the prices from another
// process (the browser tests'), as setPrices does.
export const FAKE_PRICES_CONTROL_PATH = '/fake-control/prices';

/**
 * A local price service speaking CoinGecko's `GET /api/v3/simple/price` over real HTTP: only
 * the coins it knows and the vs-currencies asked for are answered (an unknown coin is absent).
 */
export async function startFakePriceServer(
  port = 0,
  options: { control?: boolean } = {},
): Promise<FakePriceServer> {
  let prices: FakePrices = {};
  // Unless set, every answer says the prices were updated now.
  let lastUpdated: number | null = null;
  let mode: FakeMode = { kind: 'prices' };
  let keyCheck: { header: string; key: string } | null = null;
  const calls: FakeCall[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/api/v3/ping') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"gecko_says":"(V3) To the Moon!"}');
      return;
    }
    if (options.control && url.pathname === FAKE_PRICES_CONTROL_PATH && req.method === 'PUT') {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => {
        prices = (JSON.parse(text) as { prices: FakePrices }).prices;
        res.writeHead(204).end();
      });
      return;
    }
    if (url.pathname !== '/api/v3/simple/price') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    const list = (name: string) =>
      (url.searchParams.get(name) ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    const ids = list('ids');
    const vsCurrencies = list('vs_currencies');
    calls.push({ ids, vsCurrencies, query: url.searchParams, headers: req.headers });

    if (keyCheck && req.headers[keyCheck.header] !== keyCheck.key) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"status":{"error_code":10002,"error_message":"API Key Missing"}}');
      return;
    }
    if (mode.kind === 'status') {
      res.writeHead(mode.status, { 'content-type': 'application/json', ...mode.headers });
      res.end(mode.body ?? '');
      return;
    }
    if (mode.kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"bitcoin":{"usd":6718');
      return;
    }
    const body = `{${ids
      .filter((id) => Object.hasOwn(prices, id))
      .map((id) => {
        const coin = prices[id] ?? {};
        const fields = vsCurrencies
          .filter((vs) => Object.hasOwn(coin, vs))
          .map((vs) => `"${vs}":${priceJson(coin[vs] ?? null)}`);
        if (url.searchParams.get('include_last_updated_at') === 'true') {
          fields.push(`"last_updated_at":${lastUpdated ?? Math.floor(Date.now() / 1000)}`);
        }
        return `"${id}":{${fields.join(',')}}`;
      })
      .join(',')}}`;
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
    url: `http://127.0.0.1:${address.port}/api/v3`,
    calls,
    setPrices(next, at) {
      prices = next;
      if (at !== undefined) lastUpdated = at;
    },
    setMode(next) {
      mode = next;
    },
    requireKey(header, key) {
      keyCheck = { header, key };
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
