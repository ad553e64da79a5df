import { sql } from 'drizzle-orm';
import { addDays } from '@domain/business-day';
import type { Clock } from '@domain/clock';
import { hasCostInCad } from '@domain/contracts/accounts';
import { createExchangeBody, type CreateExchangeBody } from '@domain/contracts/exchange-request';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { queryRows, type Database } from '../db/client';
import { toDec, toDecimalString } from '@domain/money';
import { MAIN_BRANCH_ID, MAIN_CARD_ID, MAIN_TILL_ID, MAIN_VAULT_ID } from '../db/schema';
import { adjustBalance, moveBetweenLocations } from '../modules/accounts';
import type { BookingTill } from '../modules/cash';
import { bureauDate } from '../modules/settings';
import { createExchange } from '../modules/exchange';

// The till's cash before the sample exchanges, so balances look like a working bureau's.
const OPENING_NOTE = 'Opening cash (demo)';
const OPENING_CASH: Record<string, string> = {
  CAD: '50000',
  USD: '20000',
  EUR: '15000',
  GBP: '8000',
  JPY: '2000000',
  CHF: '5000',
  AUD: '6000',
};

type DemoPair = { from: string; to: string; amount?: string; receives?: string; rate?: string };
type DemoExchange = {
  // A fixed Idempotency-Key per sample: a second run finds it and books nothing.
  key: string;
  customer: string;
  daysAgo: number;
  pairs: DemoPair[];
  payment?: 'cash' | 'card';
  business?: boolean;
  recipient?: string;
  source?: string;
  notes?: string;
  pickup?: string;
};

// Customers by e-mail (see seed-demo.ts): some pay by card (they hold an ID card), some
// exchange on behalf of a recipient who collects later, several hold more than one pair.
const DEMO_EXCHANGES: DemoExchange[] = [
  {
    key: '6f1c2a4e-0d1b-4c59-9a60-000000000001',
    customer: 'amelia.chen@example.com',
    daysAgo: 6,
    business: true,
    payment: 'card',
    source: 'Business account',
    pairs: [
      { from: 'CAD', to: 'USD', amount: '5000' },
      { from: 'CAD', to: 'EUR', amount: '2500' },
    ],
  },
  {
    key: '6f1c2a4e-0d1b-4c59-9a60-000000000002',
    customer: 'kenji.tanaka@example.com',
    daysAgo: 5,
    source: 'Savings',
    pairs: [{ from: 'CAD', to: 'JPY', receives: '150000' }],
  },
  {
    key: '6f1c2a4e-0d1b-4c59-9a60-000000000003',
    customer: 'fatima.haddad@example.com',
    recipient: 'mateo.garcia@example.com',
    daysAgo: 4,
    source: 'Cash',
    notes: 'Family support',
    pickup: 'Collects on Saturday morning',
    pairs: [{ from: 'USD', to: 'CAD', amount: '800' }],
  },
  {
    key: '6f1c2a4e-0d1b-4c59-9a60-000000000004',
    customer: 'sofia.rossi@example.com',
    daysAgo: 3,
    business: true,
    payment: 'card',
    source: 'Company card',
    notes: 'Tour group in Italy and the UK',
    pairs: [
      { from: 'CAD', to: 'EUR', receives: '3000' },
      { from: 'CAD', to: 'GBP', receives: '1200' },
      { from: 'CAD', to: 'CHF', amount: '900' },
    ],
  },
  {
    key: '6f1c2a4e-0d1b-4c59-9a60-000000000005',
    customer: 'oliver.brown@example.com',
    daysAgo: 2,
    business: true,
    source: 'Sales receipts',
    pairs: [{ from: 'USD', to: 'CAD', amount: '12000', rate: '1.3550' }],
  },
  {
    key: '6f1c2a4e-0d1b-4c59-9a60-000000000006',
    customer: 'priya.sharma@example.com',
    recipient: 'kenji.tanaka@example.com',
    daysAgo: 1,
    payment: 'card',
    source: 'Bank transfer',
    pickup: 'Bring passport',
    pairs: [
      { from: 'CAD', to: 'USD', amount: '1500' },
      { from: 'CAD', to: 'JPY', amount: '500' },
    ],
  },
  {
    key: '6f1c2a4e-0d1b-4c59-9a60-000000000007',
    customer: 'lucas.martin@example.com',
    daysAgo: 0,
    payment: 'card',
    source: 'Salary',
    pairs: [
      { from: 'EUR', to: 'CAD', amount: '750' },
      { from: 'GBP', to: 'CAD', amount: '300' },
    ],
  },
  {
    key: '6f1c2a4e-0d1b-4c59-9a60-000000000008',
    customer: 'mateo.garcia@example.com',
    recipient: 'fatima.haddad@example.com',
    daysAgo: 0,
    source: 'Cash',
    pickup: 'Call before coming',
    pairs: [{ from: 'AUD', to: 'CAD', amount: '400' }],
  },
];

// The float carried from the vault to the Main branch's first till, so a teller opening it
// counts cash to work with: half the opening cash, enough for every sample exchange's payout
// (a fifth left Counter 1 owing 7,887 CAD and 1,644.74 EUR; issue 47).
const TILL_FLOAT_SHARE = '0.5';

// The Main branch's first till, through which the sample exchanges are booked.
const DEMO_TILL: BookingTill = {
  sessionId: '',
  tillId: MAIN_TILL_ID,
  branchId: MAIN_BRANCH_ID,
  cardLocationId: MAIN_CARD_ID,
};

// Opening cash in the Main vault for each currency that has none yet, through the balance
// adjustment, and a float of it carried to the first till.
async function openTills(db: Database, clock: Clock): Promise<number> {
  // Each foreign currency's opening cash is valued at the table's rate for buying it, as if
  // bought in at that price, so the first sales realise a margin rather than their whole value.
  const accounts = await queryRows<{
    id: string;
    code: string;
    opened: boolean;
    buy_rate: string | null;
  }>(
    db,
    sql`select a.id, c.code, exists (select 1 from account_movements m
          where m.account_id = a.id and m.note = ${OPENING_NOTE}) as opened,
          (select r.buy_rate::text from currency_rates r
            join currencies cad on cad.id = r.to_currency_id and cad.code = ${BASE_CURRENCY_CODE}
            where r.from_currency_id = c.id
            order by r.effective_date desc limit 1) as buy_rate
        from accounts a join currencies c on c.id = a.currency_id`,
  );
  let opened = 0;
  for (const account of accounts) {
    const amount = OPENING_CASH[account.code];
    if (!amount || account.opened) continue;
    await adjustBalance(
      db,
      clock,
      account.id,
      {
        direction: 'increase',
        amount,
        note: OPENING_NOTE,
        ...(hasCostInCad(account.code) && account.buy_rate
          ? { cost_cad: toDecimalString(toDec(amount).times(account.buy_rate).toDecimalPlaces(2)) }
          : {}),
      },
      null,
    );
    await db.transaction((tx) =>
      moveBetweenLocations(
        tx,
        {
          accountId: account.id,
          fromLocationId: MAIN_VAULT_ID,
          toLocationId: MAIN_TILL_ID,
          amount: toDecimalString(toDec(amount).times(TILL_FLOAT_SHARE)),
        },
        { reason: 'transfer', userId: null, note: 'Till float (demo)' },
      ),
    );
    opened += 1;
  }
  return opened;
}

/**
 * Sample exchanges booked through the same service as POST /api/transactions, after opening
 * cash in the tills. Each sample carries its own Idempotency-Key: one already booked is skipped.
 * Returns how many exchanges were booked now.
 */
export async function seedDemoExchanges(db: Database, clock: Clock): Promise<number> {
  const booked = new Set(
    (
      await queryRows<{ key: string }>(
        db,
        'select idempotency_key::text as key from exchanges where idempotency_key is not null',
      )
    ).map((row) => row.key),
  );
  const todo = DEMO_EXCHANGES.filter((demo) => !booked.has(demo.key));
  if (todo.length === 0) return 0;
  await openTills(db, clock);

  const people = new Map(
    (await queryRows<{ id: string; email: string }>(db, 'select id, email from customers')).map(
      (row) => [row.email, row.id],
    ),
  );
  const currencyIds = new Map(
    (await queryRows<{ id: string; code: string }>(db, 'select id, code from currencies')).map(
      (row) => [row.code, row.id],
    ),
  );
  const need = (map: Map<string, string>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`demo data: ${key} is missing`);
    return id;
  };

  const today = await bureauDate(db, clock());
  for (const demo of todo) {
    const body: CreateExchangeBody = {
      customer_id: need(people, demo.customer),
      transaction_date: addDays(today, -demo.daysAgo),
      transaction_category: demo.business ? 'business' : 'personal',
      payment_method: demo.payment ?? 'cash',
      source_of_money: demo.source ?? null,
      notes: demo.notes ?? null,
      is_on_behalf: Boolean(demo.recipient),
      recipient_customer_id: demo.recipient ? need(people, demo.recipient) : null,
      recipient_category: demo.recipient ? 'personal' : null,
      recipient_notes: demo.pickup ?? null,
      // The third party determination: every customer who exchanges for themselves says so.
      acting_for_third_party: demo.recipient ? null : false,
      pairs: demo.pairs.map((pair) => ({
        from_currency_id: need(currencyIds, pair.from),
        to_currency_id: need(currencyIds, pair.to),
        amount: pair.amount ?? null,
        receives: pair.receives ?? null,
        custom_rate: pair.rate ?? null,
      })),
    };
    await createExchange(db, clock, createExchangeBody.parse(body), {
      userId: null,
      // The demo data is written by the install itself, not by a teller.
      role: 'owner',
      idempotencyKey: demo.key,
      till: DEMO_TILL,
    });
  }
  return todo.length;
}
