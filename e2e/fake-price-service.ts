// The price service the browser tests' app talks to: the test helpers' fake of CoinGecko's
// /simple/price on a fixed local port, with fixed prices (a coin's price in CAD included) that
// a test may change (e2e/fake-prices.ts).
import { startFakePriceServer } from '../src/server/test/fake-price-server';
import { E2E_PRICES } from './fake-prices';

const port = Number(process.env.FAKE_PRICE_PORT);
const fake = await startFakePriceServer(port, { control: true });
fake.setPrices(E2E_PRICES);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
