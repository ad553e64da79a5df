import { describe, expect, it } from 'vitest';
import type { TransactionCounts, TransactionDetail } from '@domain/contracts/transactions';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';
import { insertTransaction } from '../../test/transaction-fixture';

type Page = { rows: TransactionDetail[]; total: number };

// A transactions search by name reads each pair's own copy of its people's searched text
// (docs/decisions/0072): it must follow a customer's new name at once, never be written by
// hand, and leave the audit trail as it was.
describe("a pair's people, searched by the pair's own text", () => {
  const s = apiSuite();
  const stamp = Date.now();

  const customer = async (first: string, last: string) =>
    (
      await s.call('POST', '/api/customers', {
        first_name: first,
        last_name: last,
        email: `${last.toLowerCase()}.${stamp}@bureau.test`,
      })
    ).json<{ id: string }>().id;
  const found = async (search: string) => {
    const page = (
      await s.call('GET', `/api/transactions?search=${encodeURIComponent(search)}&limit=10`)
    ).json<Page>();
    return { ids: page.rows.map((row) => row.id).sort(), total: page.total };
  };
  const edit = async (id: string, changes: Record<string, unknown>) => {
    const c = (await s.call('GET', `/api/customers/${id}`)).json<Record<string, unknown>>();
    const keys = ['first_name', 'last_name', 'email', 'phone', 'address', 'birthday'] as const;
    const more = ['occupation', 'risk_level'] as const;
    const body = {
      ...Object.fromEntries([...keys, ...more].map((k) => [k, c[k]])),
      company_id: null,
      ...changes,
    };
    const answer = await s.call('PUT', `/api/customers/${id}`, body);
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it("finds the pairs by a customer's new name, not the old, and audits the change once", async () => {
    const db = s.t.database.db;
    const giver = await customer('Ottoline', `Quarrendon${stamp}`);
    const taker = await customer(`Bartholomew${stamp}`, `Vexleigh${stamp}`);
    const own = await insertTransaction(db, { customer_id: giver });
    const onBehalf = await insertTransaction(db, {
      customer_id: giver,
      recipient_customer_id: taker,
    });
    const both = [own.id, onBehalf.id].sort();
    expect(await found(`quarrendon${stamp}`)).toEqual({ ids: both, total: 2 });
    expect(await found(`Vexleigh${stamp}`)).toEqual({ ids: [onBehalf.id], total: 1 });
    // The recipient's e-mail too, as the customer search matches it.
    expect(await found(`vexleigh${stamp}.${stamp}@bureau`)).toEqual({
      ids: [onBehalf.id],
      total: 1,
    });
    // Never across the two people: the end of one line and the start of the next.
    expect(await found(`bureau.test\nbartholomew`)).toEqual({ ids: [], total: 0 });

    const audited = async () =>
      queryRows<{ record_type: string; action: string }>(
        db,
        `select record_type, action from audit_log
         where record_id in ('${giver}', '${taker}', '${own.id}', '${onBehalf.id}')
         order by id`,
      );
    const before = (await audited()).length;
    await edit(taker, { first_name: `Wainfleet${stamp}` });
    expect(await found(`bartholomew${stamp}`)).toEqual({ ids: [], total: 0 });
    expect(await found(`wainfleet${stamp}`)).toEqual({ ids: [onBehalf.id], total: 1 });
    // The initiator's name is still there, beside the recipient's new one.
    expect(await found(`quarrendon${stamp}`)).toEqual({ ids: both, total: 2 });
    const counts = (
      await s.call('GET', `/api/transactions/counts?search=wainfleet${stamp}`)
    ).json<TransactionCounts>();
    expect(counts).toMatchObject({ all: 1, on_behalf: 1, lower_bounds: [] });
    // One audit row, the customer's; none for the pair whose searched text followed.
    expect((await audited()).slice(before)).toEqual([
      { record_type: 'customer', action: 'update' },
    ]);
  });

  it('refuses a searched text that is not its people’s', async () => {
    const db = s.t.database.db;
    const person = await customer('Imogen', `Tressider${stamp}`);
    const pair = await insertTransaction(db, { customer_id: person });
    const refused = await queryRows(
      db,
      `update transactions set parties_text = 'someone else' where id = '${pair.id}'`,
    ).then(
      () => 'updated',
      (error: { cause?: { message?: string } }) => error.cause?.message,
    );
    expect(refused).toBe("a transaction's searched text is its people's, as their customers read");
    expect(await found(`tressider${stamp}`)).toEqual({ ids: [pair.id], total: 1 });
    expect(await found('someone else')).toEqual({ ids: [], total: 0 });
  });
});
