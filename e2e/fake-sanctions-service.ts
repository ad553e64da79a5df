// The sanctions lists' publishers the browser tests' app fetches from: the test helpers' fake,
// serving the fixture files in their real formats on a fixed local port, so the app's own
// scheduled fetch never reaches the internet.
import { startFakeSanctionsServer } from '../src/server/test/fake-sanctions-server';

const fake = await startFakeSanctionsServer(Number(process.env.FAKE_SANCTIONS_PORT));
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
