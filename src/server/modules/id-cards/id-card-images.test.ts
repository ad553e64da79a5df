import { mkdtempSync, rmSync, statSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdImage } from '@domain/contracts/id-card-images';
import type { IdCard } from '@domain/contracts/id-cards';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';
import { KEY_FILE, keyIdOf } from './image-key';

// A photo of a document as a camera or a file gives it: a small PNG with a pattern.
function photo(seed: number): Buffer {
  const png = new PNG({ width: 48, height: 30 });
  for (let i = 0; i < png.data.length; i++) png.data[i] = (i * seed) % 251;
  return PNG.sync.write(png);
}

let serial = 0;

type AuditRow = { action: string; record_type: string; record_id: string; parent_id: string };

// Photos of ID documents (issue 44, docs/decisions/0054): a setting turns them on; they are
// stored sealed under a key kept in DATA_DIR, seen by managers and the owner only, each view
// audited, and gone with their card.
describe('photos of ID documents', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bureau-id-images-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const s = apiSuite({ env: { DATA_DIR: dataDir } });
  let teller = { authorization: '' };
  let manager = { authorization: '' };
  beforeAll(async () => {
    teller = (await s.t.signUp(undefined, { role: 'teller' })).headers;
    manager = (await s.t.signUp(undefined, { role: 'manager' })).headers;
  });
  const as = (
    who: { authorization: string },
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => s.t.as(who, { method, url, ...(payload ? { payload } : {}) });
  const turn = (enabled: boolean) =>
    s.call('PUT', '/api/settings/id_images', { value: { enabled } });
  const card = async () => {
    const customer = await s.call('POST', '/api/customers', {
      first_name: 'Photo',
      last_name: `Holder${++serial}`,
      email: `photo${serial}-${Date.now()}@bureau.test`,
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const added = await s.call('POST', '/api/id-cards', {
      customer_id: customer.json<{ id: string }>().id,
      id_number: `P${Date.now()}`,
      id_type: 'Passport',
      issuing_country: 'CA',
      verified: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json<IdCard>();
  };
  const store = (who: { authorization: string }, id: string, side: string, image: Buffer) =>
    as(who, 'PUT', `/api/id-cards/${id}/images/${side}`, { data: image.toString('base64') });
  const stored = async (id: string) =>
    queryRows<{ side: string; sealed: Buffer; nonce: Buffer; key_id: string }>(
      s.t.database.db,
      `select side, sealed, nonce, key_id from id_card_images where id_card_id = '${id}' order by side`,
    );

  it('refuses a photo while the setting is off, and stores none', async () => {
    const { id } = await card();
    const res = await store(teller, id, 'front', photo(3));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(
      'Photos of ID documents are turned off in Settings',
    );
    expect(await stored(id)).toEqual([]);
  });

  it('stores a teller’s photos sealed: the stored bytes are not the image', async () => {
    await turn(true);
    const { id, customer_id } = await card();
    const front = photo(7);
    const res = await store(teller, id, 'front', front);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<IdCard>().images).toEqual(['front']);
    const back = await store(teller, id, 'back', photo(11));
    expect(back.json<IdCard>().images).toEqual(['front', 'back']);

    const rows = await stored(id);
    expect(rows.map((r) => r.side)).toEqual(['back', 'front']);
    const row = rows.find((r) => r.side === 'front');
    if (!row) throw new Error('no front');
    expect(row.sealed.equals(front)).toBe(false);
    expect(row.sealed.includes(front.subarray(0, 16))).toBe(false);
    expect(row.sealed.includes(front.subarray(40, 72))).toBe(false);
    // The key lives in DATA_DIR, readable by its owner only, and names the rows it sealed.
    const keyFile = path.join(dataDir, KEY_FILE);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
    expect(key).toHaveLength(32);
    expect(row.key_id).toBe(keyIdOf(key));

    // The card lists its photos wherever it is shown.
    const listed = await s.call('GET', `/api/customers/${customer_id}/id-cards`);
    expect(listed.json<{ rows: IdCard[] }>().rows[0]?.images).toEqual(['front', 'back']);
  });

  it('shows a photo to a manager and the owner, each view audited; never to a teller', async () => {
    const { id, customer_id } = await card();
    const front = photo(13);
    await store(teller, id, 'front', front);

    const refused = await as(teller, 'GET', `/api/id-cards/${id}/images/front`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(front.toString('base64').slice(0, 40));

    for (const who of [manager, s.session]) {
      const seen = await as(who, 'GET', `/api/id-cards/${id}/images/front`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.headers['cache-control']).toBe('no-store');
      const image = seen.json<IdImage>();
      expect(image).toMatchObject({
        side: 'front',
        media_type: 'image/png',
        byte_size: front.length,
      });
      expect(Buffer.from(image.data, 'base64').equals(front)).toBe(true);
    }
    const trail = await queryRows<AuditRow>(
      s.t.database.db,
      `select action, record_type, record_id, parent_id from audit_log
        where record_type = 'id_card_image' and record_id = '${id}' order by id`,
    );
    expect(trail).toEqual([
      { action: 'create', record_type: 'id_card_image', record_id: id, parent_id: customer_id },
      { action: 'view', record_type: 'id_card_image', record_id: id, parent_id: customer_id },
      { action: 'view', record_type: 'id_card_image', record_id: id, parent_id: customer_id },
    ]);
    // The trail names the photo, never its bytes.
    const [entry] = await queryRows<{ after: unknown }>(
      s.t.database.db,
      `select after from audit_log where record_type = 'id_card_image' and record_id = '${id}'
        order by id limit 1`,
    );
    expect(entry?.after).toEqual({
      side: 'front',
      media_type: 'image/png',
      byte_size: String(front.length),
    });

    const back = await as(manager, 'GET', `/api/id-cards/${id}/images/back`);
    expect(back.statusCode).toBe(404);
    expect(back.json<{ error: string }>().error).toBe(
      'No photo of this side of the ID card is on file',
    );
  });

  it('refuses what is not an image, over 2 MB, or a wrong side, and stores nothing', async () => {
    const { id } = await card();
    const text = await store(teller, id, 'front', Buffer.from('GIF89a not a photo at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json<{ error: string }>().error).toBe(
      'The photo must be a JPEG, PNG or WebP image',
    );
    const notBase64 = await as(teller, 'PUT', `/api/id-cards/${id}/images/front`, {
      data: '%%%not base64%%%',
    });
    expect(notBase64.statusCode).toBe(400);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 7);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await store(teller, id, 'front', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ error: string }>().error).toBe('The photo must be at most 2 MB');
    const side = await store(teller, id, 'middle', photo(5));
    expect(side.statusCode).toBe(400);
    expect(side.json<{ error: string }>().error).toBe('Side must be front or back');
    expect(await stored(id)).toEqual([]);
  });

  it('refuses to open a photo whose stored bytes were changed', async () => {
    const { id } = await card();
    await store(teller, id, 'back', photo(17));
    await queryRows(
      s.t.database.db,
      `update id_card_images set sealed = overlay(sealed placing '\\x00'::bytea from 5)
        where id_card_id = '${id}'`,
    );
    const res = await as(manager, 'GET', `/api/id-cards/${id}/images/back`);
    expect(res.statusCode).toBe(503);
    expect(res.json<{ error: string }>().error).toBe(
      'This photo could not be decrypted: its stored bytes were changed',
    );
  });

  it('lets a manager remove a photo, not a teller; a deleted card takes its photos', async () => {
    const { id } = await card();
    await store(teller, id, 'front', photo(19));
    await store(teller, id, 'back', photo(23));
    const refused = await as(teller, 'DELETE', `/api/id-cards/${id}/images/front`);
    expect(refused.statusCode).toBe(403);
    const removed = await as(manager, 'DELETE', `/api/id-cards/${id}/images/front`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<IdCard>().images).toEqual(['back']);
    const deleted = await s.call('DELETE', `/api/id-cards/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await stored(id)).toEqual([]);
  });

  it('keeps photos out of the CSV exports: the audit trail names the photo only', async () => {
    const { id } = await card();
    const front = photo(29);
    await store(teller, id, 'front', front);
    await as(manager, 'GET', `/api/id-cards/${id}/images/front`);
    const csv = await s.call('GET', '/api/audit/export.csv?record_type=id_card_image');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('ID card photo');
    expect(csv.body).not.toContain(front.toString('base64').slice(0, 40));
  });
});
