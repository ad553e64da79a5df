import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SANCTIONS_MESSAGES, type sanctionsStatus } from '@domain/contracts/sanctions';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';
import { fixtureText } from '../../test/fake-sanctions-server';
import {
  LIST_FILES,
  malformedFiles,
  semaListedPerson,
  unListedPerson,
} from '../../test/sanctions-list-fixtures';
import { hugeUnList } from '../../test/fixtures/sanctions/huge-lists';
import { runRescreen } from '.';

type Status = z.infer<typeof sanctionsStatus>;
type Hit = {
  id: string;
  subject_id: string;
  status: string;
  subject_status: string;
  entry: { source: string; reference: string };
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sanctions screening', () => {
  const s = exchangeSuite();
  const upload = (source: keyof typeof LIST_FILES, content = fixtureText(LIST_FILES[source])) =>
    s.call('POST', '/api/sanctions/lists', { source, file_name: LIST_FILES[source], content });
  const status = async () => (await s.call('GET', '/api/sanctions/status')).json<Status>();
  const customerStatus = async (id: string) =>
    (await s.call('GET', `/api/customers/${id}`)).json<{ screening_status: string }>()
      .screening_status;
  const hitsOf = async (id: string) =>
    (await s.call('GET', `/api/sanctions/hits?status=all&subject_id=${id}`)).json<{
      data: Hit[];
    }>().data;
  let usdCad: Record<string, unknown>;
  // The customer as stored, with these changes, as the edit form sends it.
  const edited = async (id: string, changes: Record<string, unknown>) => {
    const c = (await s.call('GET', `/api/customers/${id}`)).json<Record<string, unknown>>();
    const keys = ['first_name', 'last_name', 'email', 'phone', 'address', 'birthday'] as const;
    const more = ['occupation', 'risk_level'] as const;
    return {
      ...Object.fromEntries([...keys, ...more].map((k) => [k, c[k]])),
      company_id: null,
      ...changes,
    };
  };

  beforeAll(async () => {
    await s.rate('USD', 'CAD', '1.35');
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    usdCad = { from_currency_id, to_currency_id, amount: 100 };
  });

  it('imports each list in its real format, and the same file again changes nothing', async () => {
    for (const source of ['sema', 'un', 'opensanctions'] as const) {
      const content = fixtureText(LIST_FILES[source]);
      const res = await upload(source);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ changed: boolean; list: Status['lists'][0]; run: unknown }>();
      expect(body.changed).toBe(true);
      expect(body.list).toMatchObject({ source, checksum: sha256(content) });
      expect(body.list.entry_count).toBeGreaterThan(0);
      expect(body.run).toMatchObject({ status: 'running' });
      const [stored] = await queryRows<{ n: number }>(
        s.t.database.db,
        `select count(*)::int as n from sanctions_entries e join sanctions_lists l
           on l.id = e.list_id where l.source = '${source}' and l.in_force`,
      );
      expect(stored?.n).toBe(body.list.entry_count);
      const again = await upload(source);
      expect(again.json()).toMatchObject({ changed: false, run: null });
    }
    expect((await status()).lists.map((l) => l.source)).toEqual(['opensanctions', 'sema', 'un']);
  });

  it('refuses a malformed file with what is wrong, and keeps the list in force', async () => {
    const un = fixtureText(LIST_FILES.un);
    const malformed: [keyof typeof LIST_FILES, string][] = [
      // Cut short in the middle of an element.
      ['un', un.slice(0, Math.floor(un.length / 2))],
      ['sema', '<?xml version="1.0"?>\n<data-set>\n\t<record><LastName>Only</record>\n'],
      ['opensanctions', 'not,a,targets,file\n1,2,3,4\n'],
      ['un', ''],
      ...malformedFiles.map((name): [keyof typeof LIST_FILES, string] => [
        name.startsWith('un') ? 'un' : name.startsWith('open') ? 'opensanctions' : 'sema',
        fixtureText(name),
      ]),
    ];
    const before = await status();
    const [entries] = await queryRows<{ n: number }>(
      s.t.database.db,
      'select count(*)::int as n from sanctions_entries',
    );
    for (const [source, content] of malformed) {
      const res = await upload(source, content);
      expect(res.statusCode, `${source}: ${res.body}`).toBe(content ? 422 : 400);
      if (content) {
        expect(res.json<{ error: string }>().error).toMatch(/^The file is not a valid list: .+/);
      }
    }
    expect((await status()).lists).toEqual(before.lists);
    const [after] = await queryRows<{ n: number }>(
      s.t.database.db,
      'select count(*)::int as n from sanctions_entries',
    );
    expect(after).toEqual(entries);
  });

  // More entries than one insert statement takes (5,000): written in batches, all or nothing.
  it(
    'imports a large list whole, replacing the version in force',
    { timeout: 180_000 },
    async () => {
      const content = hugeUnList(4_500, 1_500);
      const res = await s.call('POST', '/api/sanctions/lists', {
        source: 'un',
        file_name: 'consolidated.xml',
        content,
      });
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      expect(res.json()).toMatchObject({ changed: true, list: { entry_count: 6_000 } });
      const rows = await queryRows<{ n: number; lists: number }>(
        s.t.database.db,
        `select count(*)::int as n, count(distinct list_id)::int as lists from sanctions_entries e
         where e.list_id in (select id from sanctions_lists where source = 'un')`,
      );
      expect(rows).toEqual([{ n: 6_000, lists: 1 }]);
      // The small list back in force for the tests that follow.
      expect((await upload('un')).json()).toMatchObject({ changed: true });
    },
  );

  it('holds a listed person at entry; the exchange refuses them and writes nothing', async () => {
    const id = await s.identifiedCustomer(unListedPerson());
    expect(await customerStatus(id)).toBe('hold');
    const [hit] = await hitsOf(id);
    expect(hit).toMatchObject({ status: 'open', subject_status: 'hold' });
    expect((await s.call('GET', '/api/sanctions/badge')).json()).toMatchObject({
      open: expect.any(Number),
    });
    const before = await s.state();
    const res = await s.exchange({ customer_id: id, pairs: [usdCad] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      error: SANCTIONS_MESSAGES.review,
      code: 'sanctions_review',
      subject_type: 'customer',
      subject_id: id,
    });
    expect(await s.state()).toEqual(before);
  });

  it('holds a customer whose name is typed in Arabic script, as the UN writes it (issue 46)', async () => {
    // The UN fixture's TAi.155 is also listed as «عبد العزيز عباسین»; typed with the Arabic ya.
    const id = await s.identifiedCustomer({
      first_name: 'عبد العزيز',
      last_name: 'عباسين',
      birthday: '1969-05-05',
    });
    expect(await customerStatus(id)).toBe('hold');
    const hit = (await hitsOf(id)).find((h) => h.entry.source === 'un');
    expect(hit).toMatchObject({
      status: 'open',
      subject_name: 'عبد العزيز عباسين',
      entry: { reference: 'TAi.155' },
      strength: 'strong',
    });
  });

  it('clears a match: the hold lifts, the same person is not held again, a second review is refused', async () => {
    const person = unListedPerson();
    const id = await s.identifiedCustomer(person);
    const [hit] = await hitsOf(id);
    if (!hit) throw new Error('no hit');
    const cleared = await s.call('POST', `/api/sanctions/hits/${hit.id}/clear`, {
      reason: 'Different person: passport and birthplace checked',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ status: 'cleared', subject_status: 'clear' });
    expect(await customerStatus(id)).toBe('clear');
    const again = await s.call('POST', `/api/sanctions/hits/${hit.id}/confirm`, {
      note: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: SANCTIONS_MESSAGES.hitReviewed });
    // Edited with the same name: not held again for that entry.
    const edit = await s.call(
      'PUT',
      `/api/customers/${id}`,
      await edited(id, { address: '2 Front Street, Toronto' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ screening_status: 'clear' });
    const booked = await s.exchange({ customer_id: id, pairs: [usdCad] });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('confirms a match: frozen, a sanctions case opens, only the owner edits', async () => {
    const person = unListedPerson();
    const id = await s.identifiedCustomer(person);
    const [hit] = await hitsOf(id);
    if (!hit) throw new Error('no hit');
    const confirmed = await s.call('POST', `/api/sanctions/hits/${hit.id}/confirm`, {
      note: 'Same person: passport matches the listing',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json<{ case_id: string; subject_status: string; status: string }>();
    expect(body).toMatchObject({ status: 'confirmed', subject_status: 'frozen' });
    const kase = await s.call('GET', `/api/compliance/cases/${body.case_id}`);
    expect(kase.statusCode, kase.body).toBe(200);
    expect(kase.json()).toMatchObject({
      kind: 'sanctions',
      status: 'open',
      total_cad: '0',
      people: [expect.objectContaining({ customer_id: id })],
    });
    const exchange = await s.exchange({ customer_id: id, pairs: [usdCad] });
    expect(exchange.json()).toMatchObject({
      error: SANCTIONS_MESSAGES.frozen,
      code: 'sanctions_review',
    });
    const manager = await s.t.signUp(undefined, { role: 'manager' });
    const edit = await edited(id, { risk_level: 'high' });
    const byManager = await s.t.as(manager.headers, {
      method: 'PUT',
      url: `/api/customers/${id}`,
      payload: edit,
    });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toMatchObject({ error: SANCTIONS_MESSAGES.frozenEdit });
    const byOwner = await s.call('PUT', `/api/customers/${id}`, edit);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ screening_status: 'frozen', risk_level: 'high' });
  });

  it('re-screens everyone after an import and finds an existing customer', async () => {
    const id = await s.identifiedCustomer(semaListedPerson());
    // Held already by the list in force at entry; cleared so that only a new version holds.
    const [hit] = await hitsOf(id);
    if (hit) {
      await s.call('POST', `/api/sanctions/hits/${hit.id}/clear`, { reason: 'Checked: not them' });
    }
    await s.t.database.db.execute(`delete from sanctions_lists where source = 'sema'`);
    await s.t.database.db.execute(`delete from screening_hits where subject_id = '${id}'`);
    expect(await customerStatus(id)).toBe('clear');
    const res = await upload('sema');
    expect(res.json()).toMatchObject({ changed: true });
    await runRescreen(s.t.database.db);
    expect(await customerStatus(id)).toBe('hold');
    expect((await status()).run).toMatchObject({ status: 'done' });
    expect((await hitsOf(id)).length).toBeGreaterThan(0);
  });

  it('records a match first found at the exchange, refusing the exchange', async () => {
    // Listed after they were entered, before any re-screen reached them.
    await s.t.database.db.execute(`delete from sanctions_lists where source = 'un'`);
    const id = await s.identifiedCustomer(unListedPerson());
    expect(await customerStatus(id)).toBe('clear');
    await s.t.database.db.execute(`delete from screening_runs`);
    expect((await upload('un')).json()).toMatchObject({ changed: true });
    const before = await s.state();
    const res = await s.exchange({ customer_id: id, pairs: [usdCad] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'sanctions_review', subject_id: id });
    expect(await s.state()).toEqual(before);
    expect(await customerStatus(id)).toBe('hold');
    expect(await hitsOf(id)).toEqual([expect.objectContaining({ status: 'open' })]);
  });

  it('keeps sanctions to managers: a teller can neither import nor review', async () => {
    const teller = await s.t.signUp();
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      s.t.as(teller.headers, { method, url, ...(payload ? { payload } : {}) });
    const [hit] = (await s.call('GET', '/api/sanctions/hits?status=open')).json<{ data: Hit[] }>()
      .data;
    expect(
      (
        await as('POST', '/api/sanctions/lists', {
          source: 'un',
          file_name: 'x.xml',
          content: fixtureText(LIST_FILES.un),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await as('POST', `/api/sanctions/hits/${hit?.id}/clear`, { reason: 'not them' })).statusCode,
    ).toBe(403);
    expect((await as('GET', '/api/sanctions/status')).statusCode).toBe(403);
    expect((await as('GET', '/api/sanctions/badge')).statusCode).toBe(403);
  });
});
