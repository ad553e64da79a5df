import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@domain/clock';
import { missingRequirements } from '@domain/compliance/identification';
import type { IdCardOnFile } from '@domain/compliance';
import { DEFAULT_COMPLIANCE_THRESHOLDS } from '@domain/compliance/thresholds';
import { Dec } from '@domain/money';
import { queryRows, type DatabaseHandle } from '../db/client';
import { MAIN_TILL_ID } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { seedDemoData } from './seed-demo';

describe('demo data', () => {
  let handle: DatabaseHandle;
  afterAll(() => handle.close());
  // After the seeded rates take effect (they start when the reference data is written).
  const clock = fixedClock('2030-03-18T15:00:00');

  const counts = async () =>
    (
      await queryRows<Record<string, number>>(
        handle.db,
        `select (select count(*)::int from companies) as companies,
                (select count(*)::int from customers) as customers,
                (select count(*)::int from id_cards) as cards,
                (select count(*)::int from exchanges) as exchanges,
                (select count(*)::int from transactions) as transactions,
                (select count(*)::int from account_movements) as movements`,
      )
    )[0];

  it('adds companies, customers with their ID cards, opening cash and exchanges once, and nothing the second time', async () => {
    handle = await createTestDatabase();
    expect(await seedDemoData(handle.db, clock)).toEqual({
      companies: 3,
      customers: 8,
      exchanges: 8,
    });
    const first = await counts();
    expect(first).toMatchObject({ companies: 3, customers: 8, cards: 7, exchanges: 8 });
    // 13 pairs of 2 movements each, opening cash for the 7 currencies used in the Main vault,
    // and a float of each carried to the first till (2 movements per transfer).
    expect(first).toMatchObject({ transactions: 13, movements: 13 * 2 + 7 + 7 * 2 });

    expect(await seedDemoData(handle.db, clock)).toBe('already present');
    expect(await counts()).toEqual(first);

    const [amelia] = await queryRows<{ company: string }>(
      handle.db,
      `select co.name as company from customers c join companies co on co.id = c.company_id
       where c.email = 'amelia.chen@example.com'`,
    );
    expect(amelia?.company).toBe('Northwind Trading Ltd');
  });

  it('has customers with all an exchange of $3,000 or more needs on file, and others without', async () => {
    const people = await queryRows<{
      name: string;
      birthday: string | null;
      address: string | null;
      occupation: string | null;
      risk_level: 'low' | 'medium' | 'high';
      id_cards: IdCardOnFile[];
    }>(
      handle.db,
      `select c.first_name || ' ' || c.last_name as name, c.birthday::text as birthday,
              c.address, c.occupation, c.risk_level,
              coalesce(json_agg(json_build_object('id_type', i.id_type,
                'expiry_date', i.expiry_date,
                'issuing_country', i.issuing_country,
                'issuing_jurisdiction', i.issuing_jurisdiction, 'verified_on', i.verified_on))
                filter (where i.id is not null), '[]') as id_cards
       from customers c left join id_cards i on i.customer_id = c.id
       group by c.id order by c.last_name`,
    );
    const ready = people.filter(
      (person) =>
        missingRequirements(
          {
            pairs: [{ base_value: '5000', is_virtual_currency: false }],
            transaction_date: '2030-03-18',
            category: 'personal',
            customer: person,
            company: null,
            source_of_money: null,
            is_on_behalf: false,
            third_party_relationship: null,
            acting_for_third_party: null,
            window_report: null,
          },
          DEFAULT_COMPLIANCE_THRESHOLDS,
        ).length === 0,
    );
    expect(ready.map((person) => person.name)).toEqual(['Priya Sharma', 'Kenji Tanaka']);
  });

  it('books the samples through the exchange service: on behalf, by card, several pairs, over the last week', async () => {
    const [mix] = await queryRows<Record<string, number | string>>(
      handle.db,
      `select count(*) filter (where is_on_behalf)::int as on_behalf_pairs,
              count(distinct reference_number) filter (where is_on_behalf)::int as on_behalf,
              count(distinct reference_number) filter (where payment_method = 'card')::int as card,
              (select count(*)::int from (select reference_number from transactions
                 group by reference_number having count(*) > 1) m) as multi_pair,
              min(transaction_date)::text as first_day, max(transaction_date)::text as last_day,
              count(*) filter (where base_value <= 0)::int as unvalued,
              count(*) filter (where transaction_realised_margin(id) >= base_value)::int as whole_value_margins
       from transactions`,
    );
    expect(mix).toEqual({
      on_behalf_pairs: 4,
      on_behalf: 3,
      card: 4,
      multi_pair: 4,
      first_day: '2030-03-12',
      last_day: '2030-03-18',
      unvalued: 0,
      // The opening cash was bought in at the table's rates: no sale is all margin.
      whole_value_margins: 0,
    });
    // The tills moved through the ledger: every balance is its opening cash plus its movements,
    // and CAD still holds cash after paying out.
    const balances = await queryRows<{ code: string; balance: string; balanced: boolean }>(
      handle.db,
      `select c.code, a.balance::text as balance, a.balance = coalesce(sum(m.amount), 0) as balanced
       from account_balances a join currencies c on c.id = a.currency_id
       left join account_movements m on m.account_id = a.account_id group by c.code, a.balance`,
    );
    expect(balances.filter((row) => !row.balanced)).toEqual([]);
    // Each location holds the sum of its movements, and the till took the exchanges' cash.
    const places = await queryRows<{ location_id: string; code: string; balanced: boolean }>(
      handle.db,
      `select lb.location_id::text, c.code,
              lb.balance = (select coalesce(sum(m.amount), 0) from account_movements m
                             join accounts a on a.id = m.account_id
                            where m.location_id = lb.location_id
                              and a.currency_id = lb.currency_id) as balanced
         from location_balances lb join currencies c on c.id = lb.currency_id`,
    );
    expect(places.filter((row) => !row.balanced)).toEqual([]);
    // No vault or till is left owing cash (issue 47): the first count of Counter 1 matches it.
    const negative = await queryRows<{ location_id: string; code: string; balance: string }>(
      handle.db,
      `select lb.location_id::text, c.code, lb.balance::text as balance
         from location_balances lb join currencies c on c.id = lb.currency_id
        where lb.balance < 0`,
    );
    expect(negative).toEqual([]);
    const tillMovements = await queryRows<{ n: number }>(
      handle.db,
      `select count(*)::int as n from account_movements
        where location_id = '${MAIN_TILL_ID}' and reason = 'exchange'`,
    );
    expect(tillMovements[0]?.n).toBeGreaterThan(0);
    const cad = balances.find((row) => row.code === 'CAD');
    expect(new Dec(cad?.balance ?? '0').gt(0)).toBe(true);
  });
});
