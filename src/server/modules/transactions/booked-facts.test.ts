import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';

// Booked facts (the ledger, transactions and their exchanges) are as immutable below the app
// as the audit trail: only the claim changes a transaction, and only as the claim does.
describe('booked facts in the database', () => {
  const s = exchangeSuite();
  const run = (text: string) => s.t.database.db.execute(text);

  // Every booked row, as text: equal before and after means nothing changed.
  const booked = async () =>
    queryRows<{ rows: string }>(
      s.t.database.db,
      `select (select string_agg(t::text, E'\\n' order by t.id) from transactions t) ||
         (select string_agg(m::text, E'\\n' order by m.id) from account_movements m) ||
         (select string_agg(e::text, E'\\n' order by e.reference_number) from exchanges e) ||
         (select string_agg(a.balance::text, ',' order by a.account_id) from account_balances a) as rows`,
    );

  const onBehalfExchange = async (notes?: string) => {
    const [usd, cad] = await s.ids('USD', 'CAD');
    const res = await s.exchange({
      customer_id: await s.customer(),
      is_on_behalf: true,
      recipient_customer_id: await s.customer(),
      ...(notes ? { notes } : {}),
      pairs: [{ from_currency_id: cad, to_currency_id: usd, amount: '140' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return s.booked(res).transactions[0]!;
  };

  it('refuses truncating the ledger, the transactions or the exchanges', async () => {
    await onBehalfExchange();
    const before = await booked();
    for (const statement of [
      'truncate account_movements',
      'truncate account_movements cascade',
      'truncate transactions cascade',
      'truncate exchanges',
      'truncate customers cascade',
    ]) {
      await expect(run(statement), statement).rejects.toThrow();
    }
    expect(await booked()).toEqual(before);
  });

  it('refuses every change of a booked column, of an exchange, and any delete', async () => {
    const tx = await onBehalfExchange('Bring a passport');
    const before = await booked();
    for (const statement of [
      `update transactions set from_amount = from_amount + 1 where id = '${tx.id}'`,
      `update transactions set status = 'cancelled' where id = '${tx.id}'`,
      `update transactions set created_at = created_at - interval '1 day' where id = '${tx.id}'`,
      `update transactions set created_by = null where id = '${tx.id}'`,
      `update transactions set notes = 'Rewritten' where id = '${tx.id}'`,
      // A "claim" that rewrites the notes instead of appending to them.
      `update transactions set claimed_at = now(), notes = 'Claimed on' where id = '${tx.id}'`,
      `delete from transactions where id = '${tx.id}'`,
      `update exchanges set request_hash = 'x'`,
      `update exchanges set created_by = null`,
      `delete from exchanges`,
      `update account_movements set amount = amount + 1`,
      `delete from account_movements`,
    ]) {
      await expect(run(statement), statement).rejects.toThrow();
    }
    expect(await booked()).toEqual(before);
  });

  it('lets the claim change a transaction once, and nothing after it', async () => {
    const tx = await onBehalfExchange('Bring a passport');
    const claim = await s.call('POST', `/api/transactions/${tx.id}/claim`, {});
    expect(claim.statusCode, claim.body).toBe(200);
    const [row] = await queryRows<{ notes: string; claimed_by: string }>(
      s.t.database.db,
      `select notes, claimed_by from transactions where id = '${tx.id}'`,
    );
    expect(row?.notes).toMatch(/^Bring a passport \| Claimed on /);
    expect(row?.claimed_by).toBe(s.userId);

    const before = await booked();
    for (const statement of [
      `update transactions set claimed_at = now() where id = '${tx.id}'`,
      `update transactions set claimed_at = null, claimed_by = null where id = '${tx.id}'`,
      `update transactions set notes = notes || ' | again' where id = '${tx.id}'`,
    ]) {
      await expect(run(statement), statement).rejects.toThrow();
    }
    expect(await booked()).toEqual(before);
  });
});
