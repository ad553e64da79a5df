import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoment } from '@domain/bureau-time';
import type { TransactionDetail } from '@domain/contracts/transactions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertTransaction } from '../../test/transaction-fixture';

// RFC 4180 rows of a small CSV text (quoted fields may hold commas, quotes and line breaks).
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  return rows;
}

let serial = 0;

// The live heap (after a full collection), so garbage not yet collected does not count.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

describe('CSV export', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.signUp()).headers;
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const customer = async (first: string, last: string) =>
    (
      await t.as(headers, {
        method: 'POST',
        url: '/api/customers',
        payload: {
          first_name: first,
          last_name: last,
          email: `export${++serial}-${Date.now()}@bureau.test`,
        },
      })
    ).json<{ id: string }>().id;

  it('writes every column, exact decimals, quoting and the formula guard, for the current filter', async () => {
    const initiator = await customer('=HYPERLINK("x")', 'Exportson, Jr');
    const recipient = await customer('+Pick', 'Upper');
    const kept = await insertTransaction(t.database.db, {
      customer_id: initiator,
      recipient_customer_id: recipient,
      from_amount: '1234.500000000000000001',
      notes: 'line one\nline "two"',
      claimed_at: new Date('2026-11-25T12:15:37.250Z'),
    });
    await insertTransaction(t.database.db, { customer_id: initiator, status: 'pending' });

    const res = await fetch(
      `${baseUrl}/api/transactions/export.csv?tab=on_behalf&search=exportson`,
      {
        headers,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = Buffer.from(await res.arrayBuffer());
    // A UTF-8 byte-order mark first, for spreadsheet programs.
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(body.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    const detail = (
      await t.as(headers, { method: 'GET', url: `/api/transactions/${kept.id}` })
    ).json<TransactionDetail>();
    expect(row).toEqual({
      id: kept.id,
      reference_number: kept.reference_number,
      pair_index: '0',
      transaction_date: detail.transaction_date,
      // Moments on the bureau's clock (America/Toronto), with its offset, the column naming it.
      'created_at (America/Toronto)': formatMoment(detail.created_at, 'America/Toronto', 'iso'),
      customer_id: initiator,
      customer_name: `'=HYPERLINK("x") Exportson, Jr`,
      transaction_type: 'buy',
      status: 'completed',
      transaction_category: 'personal',
      payment_method: 'cash',
      source_of_money: '',
      from_currency_id: detail.from_currency_id,
      from_currency_code: 'USD',
      from_amount: '1234.500000000000000001',
      to_currency_id: detail.to_currency_id,
      to_currency_code: 'CAD',
      to_amount: '135.5',
      rate_used: '1.355',
      rate_source: 'table',
      base_value_cad: '135.5',
      is_on_behalf: 'true',
      recipient_customer_id: recipient,
      recipient_name: "'+Pick Upper",
      recipient_notes: '',
      'claimed_at (America/Toronto)': '2026-11-25T07:15:37.250-05:00',
      notes: 'line one\nline "two"',
    });
  });

  it('refuses a bad filter with 400', async () => {
    const res = await fetch(`${baseUrl}/api/transactions/export.csv?tab=nope`, { headers });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation' });
  });

  it('streams 100,000 rows in batches with bounded memory', { timeout: 240_000 }, async () => {
    const who = await customer('Bulk', 'Streamer');
    await t.database.db.execute(`
      insert into transactions (reference_number, pair_index, customer_id, from_currency_id,
        to_currency_id, from_amount, to_amount, rate_used, rate_source, base_value, notes,
        created_at)
      select '27' || lpad(g::text, 8, '0'), 0, '${who}',
        (select id from currencies where code = 'USD'), (select id from currencies where code = 'CAD'),
        (g || '.25')::numeric, '1.5', '1.35', 'table', '1.5', repeat('note ', 100),
        now() - make_interval(secs => g)
      from generate_series(1, 100000) g`);

    const { all } = (await t.as(headers, { method: 'GET', url: '/api/transactions/counts' })).json<{
      all: number;
    }>();
    expect(all).toBeGreaterThanOrEqual(100_000);

    const before = liveHeap();
    let peak = 0;
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    // The insert above holds this process's thread for a while, so the server may close the
    // kept-alive connection of the requests before just as fetch reuses it (ECONNRESET before
    // any answer): a GET is sent again once, as a browser would.
    const exportUrl = `${baseUrl}/api/transactions/export.csv`;
    const res = await fetch(exportUrl, { headers }).catch(() => fetch(exportUrl, { headers }));
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      bytes += value.byteLength;
      // Rows end with CRLF; a line break inside a quoted note is a bare LF.
      for (const byte of value) if (byte === 13) lines += 1;
      // Now and then, what the server and this reader still hold.
      if (chunks % 200 === 0) peak = Math.max(peak, liveHeap() - before);
    }
    expect(lines).toBe(all + 1);
    // About 56 MB of CSV went through, while the live heap grew by a small part of it: the
    // rows were read, written and dropped batch by batch, never gathered.
    expect(bytes).toBeGreaterThan(50_000_000);
    expect(chunks).toBeGreaterThan(400);
    expect(peak).toBeLessThan(16_000_000);
  });
});
