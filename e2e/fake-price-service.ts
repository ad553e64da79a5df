// The price service the browser tests' app talks to: the test helpers' fake of CoinGecko's
// /simple/price on a fixed local port, with fixed prices (a coin's price in CAD included).
import { startFakePriceServer } from '../src/server/test/fake-price-server';

const port = Number(process.env.FAKE_PRICE_PORT);
const fake = await startFakePriceServer(port);
fake.setPrices({
  bitcoin: { usd: '67187.33', cad: '91234.56789' },
  ethereum: { usd: '3456.78', cad: '4700.12' },
});
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
