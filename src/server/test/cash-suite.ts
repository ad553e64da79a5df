import { expect } from 'vitest';
import type { CountBody, OpenTillBody, TillSession } from '@domain/contracts/cash';
import { queryRows } from '../db/client';
import { MAIN_BRANCH_ID, MAIN_VAULT_ID } from '../db/schema/cash';
import { exchangeSuite } from './exchange-suite';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let tills = 0;

/**
 * Every location's balance equals the sum of its movements, and every account's balance the sum
 * of its locations' (docs/decisions/0036).
 */
export async function expectLocationsConsistent(db: Parameters<typeof queryRows>[0]) {
  const locations = await queryRows<{ location_id: string; currency_id: string }>(
    db,
    `select coalesce(b.location_id, m.location_id) as location_id,
            coalesce(b.currency_id, m.currency_id) as currency_id, b.balance, m.total
     from location_balances b
     full join (select m.location_id, a.currency_id, sum(m.amount) as total
                from account_movements m join accounts a on a.id = m.account_id
                group by m.location_id, a.currency_id) m
       on m.location_id = b.location_id and m.currency_id = b.currency_id
     where coalesce(b.balance, 0) <> coalesce(m.total, 0)`,
  );
  expect(locations).toEqual([]);
  const accounts = await queryRows<{ currency_id: string }>(
    db,
    `select a.currency_id, a.balance, l.total from account_balances a
     left join (select currency_id, sum(balance) as total from location_balances
                group by currency_id) l on l.currency_id = a.currency_id
     where a.balance <> coalesce(l.total, 0)`,
  );
  expect(accounts).toEqual([]);
}

// Test support for the cash day: the exchange suite (its first member is the owner) with a
// manager and two tellers, tills, counts, and the state a refusal must leave as it was.
export function cashSuite() {
  // Each test signs its own staff up: more than sign-up's default limit allows.
  const s = exchangeSuite({ SIGN_UP_RATE_LIMIT: '1000' });
  // A new staff member with a role (approved by the owner).
  const member = (role: 'teller' | 'manager' = 'teller') => s.t.signUp(undefined, { role });
  const owner = (): Headers => s.session;

  const as = (headers: Headers, method: Method, url: string, payload?: unknown) =>
    s.t.as(headers, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const newTill = async (name?: string) => {
    tills += 1;
    const res = await as(owner(), 'POST', `/api/branches/${MAIN_BRANCH_ID}/tills`, {
      name: name ?? `Till ${tills}-${Date.now()}`,
    });
    if (res.statusCode !== 201) throw new Error(`till: ${res.body}`);
    return res.json<{ id: string; name: string }>();
  };

  // A count of one or more currencies: { USD: [['20', 3], ['1', 2]] }.
  const count = async (byCode: Record<string, [string, number][]>): Promise<CountBody> => ({
    counts: await Promise.all(
      Object.entries(byCode).map(async ([code, lines]) => ({
        currency_id: (await s.currency(code)).id,
        lines: lines.map(([value, quantity]) => ({ value, quantity })),
      })),
    ),
  });

  const open = async (headers: Headers, tillId: string, body: OpenTillBody = { counts: [] }) =>
    as(headers, 'POST', `/api/tills/${tillId}/open`, body);
  const openOk = async (headers: Headers, tillId: string, body?: CountBody) => {
    const res = await open(headers, tillId, body);
    if (res.statusCode !== 201) throw new Error(`open: ${res.body}`);
    return res.json<TillSession>();
  };
  const close = (headers: Headers, sessionId: string, body: CountBody) =>
    as(headers, 'POST', `/api/till-sessions/${sessionId}/close`, body);

  const transfer = (headers: Headers, body: Record<string, unknown>) =>
    as(headers, 'POST', '/api/cash-transfers', body);

  // Cash into the Main vault: an owner's adjustment (adjustments land in the vault).
  const fundVault = async (code: string, amount: string) => {
    const accounts = (await as(owner(), 'GET', '/api/accounts')).json<{
      rows: { id: string; balance: string; currency: { code: string } }[];
    }>().rows;
    const account = accounts.find((a) => a.currency.code === code);
    if (!account) throw new Error(`no ${code} account`);
    const res = await as(owner(), 'POST', `/api/accounts/${account.id}/adjustments`, {
      direction: 'increase',
      amount,
      note: 'float',
    });
    if (res.statusCode >= 300) throw new Error(`adjust: ${res.body}`);
  };

  const locationBalance = async (locationId: string, code: string) => {
    const [row] = await queryRows<{ balance: string }>(
      s.t.database.db,
      `select trim_scale(b.balance)::text as balance from location_balances b
       join currencies c on c.id = b.currency_id
       where b.location_id = '${locationId}' and c.code = '${code}'`,
    );
    return row?.balance ?? '0';
  };

  // Everything the cash day writes, as one comparable value.
  const cashState = async () =>
    (
      await queryRows<{ what: string }>(
        s.t.database.db,
        `select concat_ws(' ',
           (select count(*) from till_sessions),
           (select string_agg(status || coalesce(signoff_reason, ''), ',' order by id) from till_sessions),
           (select count(*) from till_counts), (select count(*) from till_counts where superseded_at is null),
           (select count(*) from cash_transfers), (select count(*) from account_movements),
           (select count(*) from transfer_counts), (select count(*) from transfer_signoffs),
           (select count(*) from audit_log),
           (select string_agg(balance::text, ',' order by location_id, currency_id) from location_balances),
           (select count(*) from denominations),
           (select count(*) from cash_locations)) as what`,
      )
    )[0]?.what;

  const count_ = async (tableAndWhere: string) =>
    (
      await queryRows<{ n: number }>(
        s.t.database.db,
        `select count(*)::int as n from ${tableAndWhere}`,
      )
    )[0]?.n;

  const auditActions = async (recordId: string) =>
    (
      await queryRows<{ action: string; actor_id: string | null }>(
        s.t.database.db,
        `select action, actor_id from audit_log where record_id = '${recordId}' order by id`,
      )
    ).map((row) => row.action);

  return {
    ...s,
    get t() {
      return s.t;
    },
    get userId() {
      return s.userId;
    },
    get session() {
      return s.session;
    },
    member,
    owner,
    as,
    newTill,
    count,
    open,
    openOk,
    close,
    transfer,
    fundVault,
    locationBalance,
    cashRows: <T>(text: string) => queryRows<T>(s.t.database.db, text),
    cashState,
    auditActions,
    count_,
    expectConsistent: () => expectLocationsConsistent(s.t.database.db),
    vaultId: MAIN_VAULT_ID,
  };
}
