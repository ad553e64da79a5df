// Rows the books refer to without foreign keys (issue 48, docs/decisions/0064, migration 0052):
// transactions, exchanges and the ledger's movements name their currencies, branch, till and
// staff without a foreign key, so that a booking locks none of the rows every booking shares.
// The database keeps them valid: branches, cash locations and staff are never deleted (nor
// truncated), and a currency is deleted only when nothing refers to it, read under its
// account's row lock, so a booking of it under way is waited for and seen.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Account } from '@domain/contracts/accounts';
import type { Currency } from '@domain/contracts/currencies';
import { queryRows } from '../../db/client';
import { MAIN_BRANCH_ID, MAIN_VAULT_ID } from '../../db/schema';
import { apiSuite } from '../../test/api-suite';
import { statementAnswer } from '../../test/statement-answer';

describe('rows the books refer to', () => {
  const s = apiSuite();
  const db = () => s.t.database.db;
  const attempt = (statement: string) => statementAnswer(db(), statement);

  it('never deletes or truncates a branch, a cash location or a staff member', async () => {
    expect(await attempt(`delete from branches where id = '${MAIN_BRANCH_ID}'`)).toBe(
      'branches rows are kept: the books refer to them; deactivate one instead',
    );
    expect(await attempt(`delete from cash_locations where id = '${MAIN_VAULT_ID}'`)).toBe(
      'cash_locations rows are kept: the books refer to them; deactivate one instead',
    );
    expect(await attempt(`delete from auth_users where id = '${s.userId}'`)).toBe(
      'auth_users rows are kept: the books refer to them; deactivate one instead',
    );
    expect(await attempt('truncate cash_locations cascade')).toMatch(/rows are kept/);
    const [row] = await queryRows(
      db(),
      sql`select
        (select count(*) from branches where id = ${MAIN_BRANCH_ID})::int as branches,
        (select count(*) from cash_locations where id = ${MAIN_VAULT_ID})::int as locations,
        (select count(*) from auth_users where id = ${s.userId})::int as staff`,
    );
    expect(row).toEqual({ branches: 1, locations: 1, staff: 1 });
  });

  it('waits for a movement of a currency under way, then refuses to delete it', async () => {
    const created = (
      await s.call('POST', '/api/currencies', { code: 'PLN', name: 'Zloty', symbol: 'zł' })
    ).json<Currency>();
    const account = (await s.call('GET', '/api/accounts'))
      .json<{ rows: Account[] }>()
      .rows.find((a) => a.currency_id === created.id);
    let commit = () => {};
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let moved = () => {};
    const movedYet = new Promise<void>((resolve) => (moved = resolve));
    // A booking's leg: the account's row lock, held until its transaction commits.
    const booking = db().transaction(async (tx) => {
      await tx.execute(sql`select * from apply_balance_change(${account?.id}::uuid, 5, null,
        'adjustment', ${s.userId}, null, null, ${MAIN_VAULT_ID}::uuid, null)`);
      moved();
      await committing;
    });
    await movedYet;
    let answered = false;
    const deleting = s.call('DELETE', `/api/currencies/${created.id}`).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    commit();
    await booking;
    const refused = await deleting;
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'PLN has rates, transactions or account movements and cannot be deleted; deactivate it instead',
      code: 'in_use',
    });
  });
});
