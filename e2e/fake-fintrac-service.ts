// FINTRAC's Report Ingest API as the browser tests' app reaches it: the test helpers' fake on a
// fixed local port, its OAuth client the app's FINTRAC_CLIENT_ID and FINTRAC_CLIENT_SECRET, and
// LOC01 (the location number e2e/fintrac-report.spec.ts gives the branches) registered.
import { startFakeFintracServer } from '../src/server/test/fake-fintrac-server';

const port = Number(process.env.FAKE_FINTRAC_PORT);
const fake = await startFakeFintracServer(port, { locations: ['LOC01'] });
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
