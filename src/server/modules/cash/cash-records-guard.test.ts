// The cash day's records below the app (issue 42, migration 0040): the database's owner, who
// runs the tests, cannot delete or edit counts, closed days or transfers, move a till session
// between states with a plain statement, nor append a movement whose balances do not follow
// from the ones before it (a transfer's included). The app's own paths (close, recount, sign-off, reopen, transfer)
// still go through. The app's least-privilege role is refused the same in
// db/least-privilege.test.ts.
import { describe, expect, it } from 'vitest';
import type { TillSession } from '@domain/contracts/cash';
import { queryRows } from '../../db/client';
import { MAIN_BRANCH_ID, MAIN_VAULT_ID } from '../../db/schema';
import { cashSuite } from '../../test/cash-suite';
import { statementAnswer } from '../../test/statement-answer';

describe('cash records below the app', () => {
  const s = cashSuite();
  const db = () => s.t.database.db;
  // What the database answers a statement: 'done', or its refusal's message.
  const attempt = (statement: string) => statementAnswer(db(), statement);
  const one = async <T>(query: string) => (await queryRows<T>(db(), query))[0];

  // A till opened, funded by a transfer from the vault, and closed on a count that matches,
  // through the app.
  const closedSession = async () => {
    const [teller, manager] = [await s.member(), await s.member('manager')];
    const till = await s.newTill();
    await s.fundVault('CAD', '500');
    const opened = await s.openOk(teller.headers, till.id);
    const cad = (await s.currency('CAD')).id;
    const moved = await s.transfer(manager.headers, {
      from_location_id: MAIN_VAULT_ID,
      to_location_id: till.id,
      currency_id: cad,
      amount: '100',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const closed = await s.close(teller.headers, opened.id, await s.count({ CAD: [['50', 2]] }));
    expect(closed.json<TillSession>().status).toBe('closed');
    return { teller, manager, till, session: opened.id, cad };
  };

  it('keeps counts: never deleted, truncated or edited; a closed session’s stay current', async () => {
    const { session } = await closedSession();
    const counts = await s.count_(`till_counts where session_id = '${session}'`);
    expect(counts).toBe(1);
    expect(await attempt(`delete from till_counts where session_id = '${session}'`)).toMatch(
      /till_counts is append-only: a count is never deleted/,
    );
    expect(await attempt('delete from till_counts')).toMatch(/till_counts is append-only/);
    expect(await attempt('truncate till_counts')).toMatch(/till_counts is never truncated/);
    expect(
      await attempt(`update till_counts set total = total + 1 where session_id = '${session}'`),
    ).toMatch(/a count changes only as a recount supersedes it, once/);
    // A closed session's closing count hidden by hand would change its Z report.
    expect(
      await attempt(
        `update till_counts set superseded_at = now()
          where session_id = '${session}' and kind = 'closing'`,
      ),
    ).toMatch(/only a closing count of a session not closed is superseded/);
    expect(
      await s.count_(`till_counts where session_id = '${session}' and superseded_at is null`),
    ).toBe(counts);
  });

  it('changes a till session only through the functions that own its transitions', async () => {
    const { manager, session } = await closedSession();
    const status = async () =>
      (await one<{ status: string }>(`select status from till_sessions where id = '${session}'`))
        ?.status;
    expect(
      await attempt(`update till_sessions set status = 'open' where id = '${session}'`),
    ).toMatch(
      /a till session \(closed -> open\) changes state only through close_till_session, sign_off_till_session or reopen_till_session/,
    );
    // Neither from a DO block, nor a function of the owner's name made in pg_temp.
    expect(
      await attempt(
        `do $$ begin update till_sessions set status = 'open' where id = '${session}'; end $$`,
      ),
    ).toMatch(/changes state only through/);
    // (One simple query: one connection, one transaction, rolled back whole.)
    expect(
      await attempt(
        `create function pg_temp.reopen_till_session(p uuid, t timestamptz) returns void
           language plpgsql as $f$ begin update till_sessions set status = 'open' where id = p; end $f$;
         select pg_temp.reopen_till_session('${session}', now())`,
      ),
    ).toMatch(/changes state only through/);
    // The owning functions refuse a transition they do not make.
    expect(await attempt(`select close_till_session('${session}', true, now())`)).toMatch(
      /is not open nor awaiting sign-off/,
    );
    expect(await attempt(`select sign_off_till_session('${session}', null, 'x', now())`)).toMatch(
      /is not awaiting sign-off/,
    );
    expect(
      await attempt(`update till_sessions set teller_id = teller_id, till_id = till_id,
                       business_date = business_date - 1 where id = '${session}'`),
    ).toMatch(/keeps its till, teller, date and opening/);
    expect(await attempt(`delete from till_sessions where id = '${session}'`)).toMatch(
      /till_sessions are never deleted/,
    );
    expect(await attempt('truncate till_sessions cascade')).toMatch(/is never truncated/);
    const [till, teller] = [await s.newTill(), await s.member()];
    expect(
      await attempt(
        `insert into till_sessions (till_id, teller_id, business_date, status, opened_at,
           counted_at, closed_at)
         values ('${till.id}', '${teller.userId}', current_date, 'closed', now(), now(), now())`,
      ),
    ).toMatch(/a till session begins open and uncounted/);
    expect(await status()).toBe('closed');

    // The app's reopen goes through, supersedes the close's counts, and the next close counts.
    const reopened = await s.as(manager.headers, 'POST', `/api/till-sessions/${session}/reopen`, {
      reason: 'Recount the drawer',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await status()).toBe('open');
    expect(
      await s.count_(`till_counts where session_id = '${session}' and superseded_at is not null`),
    ).toBe(1);
    expect(
      await attempt(`update till_sessions set status = 'closed' where id = '${session}'`),
    ).toMatch(/a till session \(open -> closed\) changes state only through/);
    const again = await s.close(manager.headers, session, await s.count({ CAD: [['20', 5]] }));
    expect(again.json<TillSession>().status).toBe('closed');
    await s.expectConsistent();
  });

  it('keeps transfers and closed days: never edited, deleted or truncated', async () => {
    await closedSession();
    await db().execute(
      `insert into business_days (branch_id, business_date, closed_at)
       values ('${MAIN_BRANCH_ID}', '2001-02-03', now())`,
    );
    const transfers = await s.count_('cash_transfers');
    expect(transfers).toBeGreaterThan(0);
    for (const [statement, refusal] of [
      ['update cash_transfers set amount = amount + 1', /cash_transfers is append-only/],
      ['delete from cash_transfers', /cash_transfers is append-only/],
      // Its counts and sign-offs refer to it: a cascade meets their guards or its own.
      [
        'truncate cash_transfers cascade',
        /(cash_transfers|transfer_counts|transfer_signoffs) is never truncated/,
      ],
      ['update transfer_counts set total = total + 1', /transfer_counts is append-only/],
      ['delete from transfer_counts', /transfer_counts is append-only/],
      ['truncate transfer_counts', /transfer_counts is never truncated/],
      ['truncate transfer_signoffs', /transfer_signoffs is never truncated/],
      [
        `delete from business_days where business_date = '2001-02-03'`,
        /business_days is append-only/,
      ],
      ['update business_days set closed_at = now()', /business_days is append-only/],
      ['truncate business_days', /business_days is never truncated/],
    ] as const) {
      expect(await attempt(statement), statement).toMatch(refusal);
    }
    expect(await s.count_('cash_transfers')).toBe(transfers);
    expect(await s.count_(`business_days where business_date = '2001-02-03'`)).toBe(1);
  });

  it('appends a movement only with the balances that follow from the ones before it', async () => {
    const { till, cad } = await closedSession();
    const account = (
      await one<{ id: string }>(`select id from accounts where currency_id = '${cad}'`)
    )?.id;
    const newest = async () =>
      one<{ seq: number; balance: string; at_till: string }>(
        `select m.seq, trim_scale(m.balance_after)::text as balance,
           (select trim_scale(t.location_balance_after)::text from account_movements t
             where t.account_id = m.account_id and t.location_id = '${till.id}'
             order by t.seq desc limit 1) as at_till
         from account_movements m where m.account_id = '${account}' order by m.seq desc limit 1`,
      );
    const before = await newest();
    expect(before?.at_till).toBe('100');
    const balance = Number(before?.balance);
    const movement = (amount: string, balance: string, atTill: string | null, extra = '') =>
      `insert into account_movements (account_id, amount, balance_after, reason, location_id,
         location_balance_after${extra ? ', seq' : ''})
       values ('${account}', ${amount}, ${balance}, 'adjustment', '${till.id}', ${atTill}${extra})`;
    const movements = await s.count_('account_movements');
    const after = String(balance + 5);
    expect(await attempt(movement('5', '1000000', '105'))).toMatch(
      `a movement's balance_after is the account's balance before it plus its amount: ${after} expected, not 1000000`,
    );
    expect(await attempt(movement('5', after, '5'))).toMatch(
      /a movement's location_balance_after is its location's balance before it plus its amount: 105 expected, not 5/,
    );
    expect(await attempt(movement('5', after, 'null'))).toMatch(/105 expected, not none/);
    expect(await attempt(movement('5', after, '105', `, ${before?.seq}`))).toMatch(
      /a movement comes after its account's newest/,
    );
    // A transfer's movement is no exception: alone, as the one before it, it moves the account.
    expect(
      await attempt(
        `insert into account_movements (account_id, amount, balance_after, reason, location_id,
           location_balance_after)
         values ('${account}', 5, ${balance}, 'transfer', '${till.id}', 105)`,
      ),
    ).toMatch(`${after} expected, not ${balance}`);
    // The ledger's function marks its own insert as read under the lock (decision 0068): the
    // mark covers that one movement, not a later insert in the same transaction, nor another
    // account's movement.
    const applied = `select apply_balance_change('${account}', 1, null, 'adjustment', null, null,
      null, '${till.id}', null)`;
    expect(await attempt(`${applied}; ${movement('5', '1000000', '106')}`)).toMatch(
      /a movement's balance_after is the account's balance before it plus its amount/,
    );
    expect(
      await attempt(
        `select set_config('bureau.movement_follows', '${cad}', true); ${movement('5', '1000000', '105')}`,
      ),
    ).toMatch(/a movement's balance_after is the account's balance before it plus its amount/);
    expect(await s.count_('account_movements')).toBe(movements);
    // The balances that follow are taken, and every location still adds up.
    expect(await attempt(movement('5', after, '105'))).toBe('done');
    expect(await newest()).toMatchObject({ balance: after, at_till: '105' });
    await s.expectConsistent();
    // The account's whole history chains, its transfers' movements (vault to till) included.
    const [chain] = await queryRows<{ transfers: number; broken: number }>(
      db(),
      `select count(*) filter (where reason = 'transfer')::int as transfers,
         count(*) filter (where balance_after <> running or location_balance_after <> here)::int
           as broken
       from (select reason, balance_after, location_balance_after,
               sum(amount) over (order by seq) as running,
               sum(amount) over (partition by location_id order by seq) as here
             from account_movements where account_id = '${account}') m`,
    );
    expect(chain?.transfers).toBeGreaterThanOrEqual(2);
    expect(chain?.broken).toBe(0);
  });

  it('changes no session of a closed day, even through its function', async () => {
    const { session } = await closedSession();
    const [day] = await queryRows<{ date: string }>(
      db(),
      `select business_date::text as date from till_sessions where id = '${session}'`,
    );
    await db().execute(
      `insert into business_days (branch_id, business_date, closed_at)
       values ('${MAIN_BRANCH_ID}', '${day?.date}', now())`,
    );
    expect(await attempt(`select reopen_till_session('${session}', now())`)).toMatch(
      new RegExp(`the business day ${day?.date} is closed: its till sessions do not change`),
    );
  });
});
