import { describe, expect, it } from 'vitest';
import { workingDaysAfter } from '@domain/compliance';
import { addDays, localDateOf } from '@domain/business-day';
import { queryRows } from '../../db/client';
import { caseSuite, currentWindow, today, ZONE } from '../../test/case-suite';

// Reports and alerts made by exchanges (decision 0026). The suite's windows start 12 hours away
// from now, so no test straddles a window's start by accident; tests that need an earlier time
// insert the past transactions directly.
describe('compliance cases from exchanges', () => {
  const s = caseSuite();
  const { cases, casesOf, detail } = s;
  const cash = (customer_id: string, amount: string, extra = {}) =>
    s.booked(customer_id, [amount], extra);
  // A cash exchange booked earlier, written as it was stored then (CAD handed over).
  let earlier = 0;
  // With a recipient: booked on behalf of that person.
  const bookedEarlier = async (
    customerId: string,
    amount: string,
    at: Date,
    recipient?: string,
  ) => {
    const [cad, usd] = await s.ids('CAD', 'USD');
    const reference = `29${String(++earlier).padStart(8, '0')}`;
    await queryRows(
      s.t.database.db,
      `insert into transactions (reference_number, pair_index, customer_id, from_currency_id,
         to_currency_id, from_amount, to_amount, rate_used, rate_source, base_value,
         transaction_type, status, payment_method, transaction_date, transaction_category,
         created_at, is_on_behalf, recipient_customer_id)
       values ('${reference}', 0, '${customerId}', '${cad}', '${usd}', ${amount}, 1, 1, 'table',
         ${amount}, 'sell', 'completed', 'cash', '${localDateOf(at, ZONE)}', 'personal',
         '${at.toISOString()}', ${recipient ? 'true' : 'false'},
         ${recipient ? `'${recipient}'` : 'null'})`,
    );
    return reference;
  };

  it('makes one LCTR of $9,000 and $1,500 in cash in one window, due 15 days later', async () => {
    const customer = await s.identifiedCustomer();
    const first = await bookedEarlier(customer, '9000', new Date(Date.now() - 120_000));
    const second = await cash(customer, '1500');
    const [report, ...more] = await casesOf(customer);
    expect(more).toEqual([]);
    expect(report).toMatchObject({
      kind: 'lctr',
      status: 'open',
      window_date: currentWindow().date,
      window_start: currentWindow().start.toISOString(),
      due_date: addDays(today(), 15),
      days_left: 15,
      total_cad: '10500',
      transaction_count: 2,
      people: [
        {
          customer_id: customer,
          roles: ['conductor', 'beneficiary'],
          received_cad: '10500',
          reached_threshold: true,
        },
      ],
    });
    const found = await detail(report?.id ?? '');
    expect(found.transactions.map((t) => t.reference_number)).toEqual([
      first,
      second.reference_number,
    ]);
    expect(found.transactions.map((t) => t.received_cad)).toEqual(['9000', '1500']);
    expect(found.people_details[0]).toMatchObject({
      birthday: '1980-04-02',
      id_card: { id_type: 'Passport' },
      missing: ['phone'],
    });
  });

  it("counts what a person received as another's recipient in the window", async () => {
    const conductor = await s.identifiedCustomer();
    const recipient = await s.identifiedCustomer();
    await bookedEarlier(conductor, '9000', new Date(Date.now() - 120_000), recipient);
    await cash(recipient, '1500');
    expect(await casesOf(recipient)).toMatchObject([
      { kind: 'lctr', total_cad: '10500', transaction_count: 2 },
    ]);
  });

  it('makes none when the same amounts fall in two windows', async () => {
    const customer = await s.identifiedCustomer();
    await bookedEarlier(customer, '9000', new Date(currentWindow().start.getTime() - 3_600_000));
    await cash(customer, '1500');
    expect(await casesOf(customer)).toEqual([]);
  });

  it("counts the window's first instant in it, and the instant before in the previous one", async () => {
    const start = currentWindow().start;
    const before = await s.identifiedCustomer();
    await bookedEarlier(before, '9000', new Date(start.getTime() - 1));
    await cash(before, '1500');
    expect(await casesOf(before)).toEqual([]);
    const at = await s.identifiedCustomer();
    await bookedEarlier(at, '9000', start);
    await cash(at, '1500');
    expect(await casesOf(at)).toMatchObject([{ kind: 'lctr', total_cad: '10500' }]);
  });

  it('raises a structuring alert for $2,999.99 twice in one window, and never blocks', async () => {
    await s.newCurrency('XTS');
    await s.rate('XTS', 'CAD', '1');
    await s.rate('XTS', 'USD', '0.73');
    const customer = await s.customer();
    const [xts, usd] = await s.ids('XTS', 'USD');
    const pair = { from_currency_id: xts, to_currency_id: usd, amount: '2999.99' };
    for (let i = 0; i < 2; i++) {
      const res = await s.exchange({
        customer_id: customer,
        payment_method: 'cash',
        pairs: [pair],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [alert, ...more] = await casesOf(customer);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'structuring',
      total_cad: '5999.98',
      transaction_count: 2,
      due_date: workingDaysAfter(currentWindow().date, 5),
    });
  });

  it('makes an LVCTR of $10,000 in virtual currency received, due 5 working days later', async () => {
    expect(
      (await s.call('PUT', '/api/settings/crypto_enabled', { value: { enabled: true } }))
        .statusCode,
    ).toBe(200);
    await s.newCurrency('XVC', {
      crypto_id: 'test-virtual-coin',
      rounding_factor: '0.00000001',
      decimal_places: 8,
    });
    await s.rate('XVC', 'CAD', '50000');
    const customer = await s.identifiedCustomer();
    const [xvc, cad] = await s.ids('XVC', 'CAD');
    // A card payment of virtual currency is still virtual currency received.
    for (let i = 0; i < 2; i++) {
      const res = await s.exchange({
        customer_id: customer,
        payment_method: 'card',
        acting_for_third_party: false,
        pairs: [{ from_currency_id: xvc, to_currency_id: cad, amount: '0.1' }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [report, ...more] = await casesOf(customer);
    expect(more).toEqual([]);
    expect(report).toMatchObject({
      kind: 'lvctr',
      total_cad: '10000',
      transaction_count: 2,
      due_date: workingDaysAfter(today(), 5),
    });
  });

  it('reports no card payment and writes no case for a refused exchange', async () => {
    const customer = await s.identifiedCustomer();
    await cash(customer, '12000', { payment_method: 'card' });
    expect(await casesOf(customer)).toEqual([]);

    const unidentified = await s.customer();
    const before = await cases();
    const [from_currency_id, to_currency_id] = await s.ids('CAD', 'USD');
    const refused = await s.exchange({
      customer_id: unidentified,
      pairs: [{ from_currency_id, to_currency_id, amount: '10000' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(await cases()).toEqual(before);
  });
});
