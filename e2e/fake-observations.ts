// How a browser test changes what the fake Valet answers (e2e/fake-valet-service.ts).
import type { APIRequestContext } from '@playwright/test';
import {
  FAKE_VALET_CONTROL_PATH,
  type FakeObservation,
} from '../src/server/test/fake-valet-server';

/** Makes the fake answer these observations (in Valet's format) until set again. */
export async function setFakeObservations(
  request: APIRequestContext,
  observations: FakeObservation[],
) {
  const port = process.env.E2E_VALET_PORT;
  const res = await request.put(`http://127.0.0.1:${port}${FAKE_VALET_CONTROL_PATH}`, {
    data: { observations },
  });
  if (res.status() !== 204) throw new Error(`the fake Valet refused: ${res.status()}`);
}
