// The seed's records that take more than a request (a11y-seed.ts): a sanctions match, a photo
// of an ID card on file whatever the setting says, and a teller's session awaiting sign-off.
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import { ok } from './api';
import { listedPerson, UN_FIXTURE } from './sanctions-fixture';

// The person's names alone: the list's birth date would be a second fact to weigh.
const nameOf = (p: { first_name: string; last_name: string }) => ({
  first_name: p.first_name,
  last_name: p.last_name,
});

/** A sanctions match to review: the UN list loaded (once), a customer named as a listed person. */
export async function sanctionsHit(api: APIRequestContext, stamp: string): Promise<string> {
  const xml = readFileSync(UN_FIXTURE, 'utf8');
  // A source never imported is absent from the status.
  const status = await ok<{ lists: { source: string }[] }>(api.get('/api/sanctions/status'));
  if (!status.lists.some((list) => list.source === 'un')) {
    // Another spec may load the same file at the same moment: either upload does.
    await api.post('/api/sanctions/lists', {
      data: { source: 'un', file_name: 'un-small.xml', content: xml },
    });
  }
  const customer = await ok<{ id: string }>(
    api.post('/api/customers', {
      data: { ...nameOf(listedPerson(xml)), email: `listed-a11y-${stamp}@example.com` },
    }),
  );
  const hits = await ok<{ data: { id: string }[] }>(
    api.get(`/api/sanctions/hits?status=all&subject_id=${customer.id}`),
  );
  const hit = hits.data[0];
  if (!hit) throw new Error('the listed customer made no sanctions match');
  return hit.id;
}

/** A small PNG, as a photo of a document would be stored. */
function photoPng(): Buffer {
  const png = new PNG({ width: 120, height: 76 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data.set([40, 90 + ((i / 4) % 120), 160, 255], i);
  }
  return PNG.sync.write(png);
}

const keepsPhotos = async (api: APIRequestContext) => {
  const { rows } = await ok<{ rows: { key: string; value: unknown }[] }>(api.get('/api/settings'));
  const value = rows.find((row) => row.key === 'id_images')?.value as { enabled?: boolean };
  return value?.enabled === true;
};
const setKeepsPhotos = (api: APIRequestContext, enabled: boolean) =>
  ok(api.put('/api/settings/id_images', { data: { value: { enabled } } }));

/**
 * A photo of the card's front on file, so its photos dialog opens whatever the setting says
 * later (issue 47). Photos are stored only while the bureau keeps them: the setting is turned
 * on for the upload and back off if it was. Another walk's seed may turn it off in between:
 * the upload is then refused (409) and tried again.
 */
export async function photoOnFile(api: APIRequestContext, card: string) {
  const data = photoPng().toString('base64');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wasOn = await keepsPhotos(api);
    if (!wasOn) await setKeepsPhotos(api, true);
    const stored = await api.put(`/api/id-cards/${card}/images/front`, { data: { data } });
    if (!wasOn) await setKeepsPhotos(api, false);
    if (stored.ok()) return;
    if (stored.status() !== 409) throw new Error(`photo refused: ${await stored.text()}`);
  }
  throw new Error('the photo could not be stored: the setting kept turning off');
}

/**
 * A teller's session closed 20 CAD over, beyond the tolerance: it waits for a manager's
 * sign-off (the dialog the walk opens). The teller signs up in a request context of their own.
 */
export async function sessionAwaitingSignoff(api: APIRequestContext, stamp: string, cad: string) {
  const baseURL = `http://localhost:${process.env.E2E_PORT}`;
  const teller = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  try {
    const email = `axe-teller-${stamp}@bureau.test`;
    await ok(
      teller.post('/api/auth/sign-up/email', {
        data: { email, password: 'correct horse battery', first_name: 'Axel', last_name: 'Teller' },
      }),
    );
    const staff = await ok<{ rows: { id: string; email: string }[] }>(api.get('/api/staff'));
    const id = staff.rows.find((m) => m.email === email)?.id;
    await ok(api.post(`/api/staff/${id}/approve`, { data: { role: 'teller' } }));
    const till = await ok<{ id: string }>(
      api.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { data: { name: `Axe over ${stamp}` } }),
    );
    const session = await ok<{ id: string }>(
      teller.post(`/api/tills/${till.id}/open`, { data: { counts: [] } }),
    );
    await ok(
      teller.post(`/api/till-sessions/${session.id}/close`, {
        data: { counts: [{ currency_id: cad, lines: [{ value: '20', quantity: 1 }] }] },
      }),
    );
    return session.id;
  } finally {
    await teller.dispose();
  }
}
