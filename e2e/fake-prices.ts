// The prices the browser tests' fake price service answers, and how a test changes them.
import type { APIRequestContext } from '@playwright/test';
import { FAKE_PRICES_CONTROL_PATH, type FakePrices } from '../src/server/test/fake-price-server';

export const E2E_PRICES: FakePrices = {
  bitcoin: { usd: '67187.33', cad: '91234.56789' },
  ethereum: { usd: '3456.78', cad: '4700.12' },
};

/** Makes the fake answer these prices (in CoinGecko's format) until set again. */
export async function setFakePrices(request: APIRequestContext, prices: FakePrices) {
  const port = process.env.E2E_PRICE_PORT;
  const res = await request.put(`http://127.0.0.1:${port}${FAKE_PRICES_CONTROL_PATH}`, {
    data: { prices },
  });
  if (res.status() !== 204) throw new Error(`the fake price service refused: ${res.status()}`);
}
