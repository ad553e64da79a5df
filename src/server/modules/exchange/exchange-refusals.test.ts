import { describe, expect, it } from 'vitest';
import { EXCHANGE_MESSAGES } from '@domain/exchange';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('exchange refusals write nothing', () => {
  const s = exchangeSuite();
  const pair = async (
    from: string,
    to: string,
    extra: Record<string, unknown> = { amount: 10 },
  ) => {
    const [from_currency_id, to_currency_id] = await s.ids(from, to);
    return { from_currency_id, to_currency_id, ...extra };
  };
  // The refusal's status, code and message, and the database exactly as before.
  const refused = async (
    body: Record<string, unknown>,
    expected: { status: number; code: string; error?: string; fields?: Record<string, string> },
  ) => {
    const before = await s.state();
    const res = await s.exchange(body);
    expect(res.statusCode, res.body).toBe(expected.status);
    const { status: _status, ...answer } = expected;
    expect(res.json()).toMatchObject(answer);
    expect(await s.state()).toEqual(before);
  };

  it('refuses incomplete forms and bad pairs with the form messages', async () => {
    const customer_id = await s.customer();
    const usdCad = await pair('USD', 'CAD');
    const incomplete = { status: 400, code: 'validation', error: EXCHANGE_MESSAGES.incomplete };
    await refused({ pairs: [usdCad] }, incomplete);
    await refused({ customer_id, pairs: [] }, incomplete);
    await refused(
      { customer_id, is_on_behalf: true, pairs: [usdCad] },
      {
        status: 400,
        code: 'validation',
        fields: { recipient_customer_id: EXCHANGE_MESSAGES.recipientRequired },
      },
    );
    await refused(
      { customer_id, is_on_behalf: true, recipient_customer_id: customer_id, pairs: [usdCad] },
      { status: 400, code: 'validation', error: EXCHANGE_MESSAGES.recipientIsCustomer },
    );
    await refused(
      { customer_id, pairs: [usdCad, await pair('USD', 'CAD', {})] },
      {
        status: 400,
        code: 'validation',
        fields: { 'pairs.1.amount': 'Pair 2: enter the amount or what the customer receives' },
      },
    );
    await refused(
      { customer_id, pairs: [await pair('USD', 'CAD', { amount: 1, receives: 1 })] },
      { status: 400, code: 'validation', error: expect.stringContaining('not both') as string },
    );
    await refused(
      { customer_id, pairs: [await pair('USD', 'USD')] },
      { status: 400, code: 'validation', error: 'Pair 1: choose two different currencies' },
    );
    await refused(
      { customer_id, pairs: [await pair('USD', 'JPY', { amount: '1.001', custom_rate: 100 })] },
      {
        status: 400,
        code: 'validation',
        fields: { 'pairs.0.amount': 'Pair 1: USD allows at most 2 decimal places' },
      },
    );
    await refused(
      { customer_id, pairs: [await pair('USD', 'JPY', { amount: '0.01', custom_rate: '0.5' })] },
      { status: 400, code: 'validation', error: 'Pair 1: the amounts round to zero' },
    );
  });

  it('refuses unknown parties and Business without a company', async () => {
    const customer_id = await s.customer();
    const pairs = [await pair('USD', 'CAD')];
    await refused(
      { customer_id: UNKNOWN_ID, pairs },
      { status: 404, code: 'not_found', error: 'Customer not found' },
    );
    await refused(
      { customer_id, is_on_behalf: true, recipient_customer_id: UNKNOWN_ID, pairs },
      { status: 404, code: 'not_found', error: 'Recipient customer not found' },
    );
    await refused(
      { customer_id, transaction_category: 'business', pairs },
      { status: 422, code: 'business_needs_company' },
    );
    const recipient = await s.customer();
    await refused(
      {
        customer_id,
        is_on_behalf: true,
        recipient_customer_id: recipient,
        recipient_category: 'business',
        pairs,
      },
      { status: 422, code: 'business_needs_company' },
    );
  });

  it('refuses a card payment without a valid ID card while the setting is on', async () => {
    const pairs = [await pair('USD', 'CAD')];
    const cardRefusal = {
      status: 422,
      code: 'card_requires_id',
      error: EXCHANGE_MESSAGES.cardRequiresId,
    };
    const noCard = await s.customer();
    await refused({ customer_id: noCard, payment_method: 'card', pairs }, cardRefusal);
    const expired = await s.customer();
    await s.t.database.db.execute(
      `insert into id_cards (customer_id, id_number, id_type, expiry_date)
       values ('${expired}', 'P1', 'Passport', '2020-01-01')`,
    );
    await refused({ customer_id: expired, payment_method: 'card', pairs }, cardRefusal);
    const valid = await s.customer({ id_cards: [{ id_number: 'P2', id_type: 'Passport' }] });
    expect(
      (await s.exchange({ customer_id: valid, payment_method: 'card', pairs })).statusCode,
    ).toBe(201);
    await s.call('PUT', '/api/settings/require_id_for_card', { value: { enabled: false } });
    const allowed = await s.exchange({ customer_id: noCard, payment_method: 'card', pairs });
    expect(allowed.statusCode).toBe(201);
    await s.call('PUT', '/api/settings/require_id_for_card', { value: { enabled: true } });
  });

  it('refuses inactive currencies and pairs without a rate or a CAD value', async () => {
    const customer_id = await s.customer();
    await s.newCurrency('ZZB');
    await s.t.database.db.execute(`update currencies set is_active = false where code = 'ZZB'`);
    await refused(
      { customer_id, pairs: [await pair('USD', 'CAD'), await pair('CAD', 'ZZB')] },
      { status: 422, code: 'currency_unavailable', error: 'Pair 2: ZZB is not active' },
    );
    const [usdId] = await s.ids('USD');
    await refused(
      { customer_id, pairs: [{ from_currency_id: usdId, to_currency_id: UNKNOWN_ID, amount: 10 }] },
      {
        status: 422,
        code: 'currency_unavailable',
        error: `Pair 1: ${EXCHANGE_MESSAGES.currenciesMissing}`,
      },
    );
    // USD -> EUR has no rate of its own but is priced through CAD (docs/decisions/0037): a
    // currency without any rate has neither.
    await s.newCurrency('ZZC');
    await refused(
      { customer_id, pairs: [await pair('USD', 'ZZC')] },
      { status: 422, code: 'no_rate', error: 'Pair 1: no rate for USD to ZZC' },
    );
    await refused(
      { customer_id, pairs: [await pair('ZZC', 'USD', { amount: 10, custom_rate: 2 })] },
      { status: 422, code: 'no_rate', error: 'No rate to CAD for ZZC' },
    );
  });

  it('refuses a pair whose figures are too large to record, naming the pair', async () => {
    const customer_id = await s.customer();
    const big = '99999999999999999999';
    const tooLarge = (index: number, field: string) => {
      const message = `Pair ${index + 1}: the amount at this rate is too large to record`;
      return {
        status: 400,
        code: 'validation',
        error: message,
        fields: { [`pairs.${index}.${field}`]: message },
      };
    };
    // amount x rate beyond 20 integer digits
    await refused(
      {
        customer_id,
        pairs: [
          await pair('USD', 'CAD'),
          await pair('USD', 'JPY', { amount: big, custom_rate: '1000' }),
        ],
      },
      tooLarge(1, 'amount'),
    );
    // what is received divided by a tiny rate
    await refused(
      {
        customer_id,
        pairs: [
          await pair('USD', 'CAD', { receives: '10000000000000000000', custom_rate: '0.001' }),
        ],
      },
      tooLarge(0, 'receives'),
    );
    // both sides fit, but not the pair's value in CAD
    await refused(
      {
        customer_id,
        pairs: [await pair('EUR', 'USD', { amount: '90000000000000000000', custom_rate: '1' })],
      },
      tooLarge(0, 'amount'),
    );
  });

  it('rolls back every pair and movement when the last pair of three fails', async () => {
    const customer_id = await s.customer();
    const [gbpAccount] = await queryRows<{ id: string }>(
      s.t.database.db,
      `select a.id from accounts a join currencies c on c.id = a.currency_id where c.code = 'GBP'`,
    );
    // A fault injected under the third pair's second ledger movement, after five have been written.
    await s.t.database.db.execute(`
      create function fail_gbp_movement() returns trigger as $$
      begin
        if new.account_id = '${gbpAccount?.id}' then raise exception 'injected failure'; end if;
        return new;
      end; $$ language plpgsql`);
    await s.t.database.db.execute(`create trigger fail_gbp before insert on account_movements
      for each row execute function fail_gbp_movement()`);
    const before = await s.state();
    const res = await s.exchange({
      customer_id,
      pairs: [await pair('USD', 'CAD'), await pair('EUR', 'CAD'), await pair('CAD', 'GBP')],
    });
    expect(res.statusCode).toBe(500);
    expect(await s.state()).toEqual(before);
    await s.t.database.db.execute('drop trigger fail_gbp on account_movements');
    await s.expectLedgerBalanced();
  });
});
