// The reference source the browser tests' app talks to: the test helpers' fake of the Bank of
// Canada's Valet on a fixed local port. It starts with one series no other test's currency
// uses (SEK), dated today, so the app's own scheduled fetch changes no other test's rates; a
// test sets other observations (e2e/fake-observations.ts).
import { localDateOf } from '../src/domain/business-day';
import { startFakeValetServer } from '../src/server/test/fake-valet-server';

const port = Number(process.env.FAKE_VALET_PORT);
const fake = await startFakeValetServer(port, { control: true });
fake.setObservations([{ d: localDateOf(new Date(), 'America/Toronto'), FXSEKCAD: '0.1309' }]);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
