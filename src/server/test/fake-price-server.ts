import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// How the fake answers the next calls: prices (the protocol), a status with a body and headers,
// an answer slower than the client waits, or a body that is not JSON.
export type FakeMode =
  | { kind: 'prices' }
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  | { kind: 'slow'; ms: number }
  | { kind: 'malformed' };

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
  // Prices as JSON number texts, written into the answer verbatim: { bitcoin: { usd: '67187.33' } }.
  setPrices(prices: Record<string, Record<string, string>>, lastUpdatedAt?: number): void;
  setMode(mode: FakeMode): void;
  // When set, a call without this key in this header gets CoinGecko's 401 answer.
  requireKey(header: string, key: string): void;
  close(): Promise<void>;
};

/**
 * A local price service speaking CoinGecko's `GET /api/v3/simple/price` over real HTTP: only
 * the coins it knows and the vs-currencies asked for are answered (an unknown coin is absent).
 */
export async function startFakePriceServer(port = 0): Promise<FakePriceServer> {
  let prices: Record<string, Record<string, string>> = {};
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
          .map((vs) => `"${vs}":${coin[vs]}`);
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
