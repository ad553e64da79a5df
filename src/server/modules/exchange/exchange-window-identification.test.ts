import { describe, expect, it } from 'vitest';
import { NO_THIRD_PARTY } from '@domain/compliance';
import { EXCHANGE_MESSAGES } from '@domain/exchange';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';

// FINTRAC's 24-hour rule at the counter (docs/decisions/0026): the exchange that makes or joins
// a large cash transaction report needs its conductor identified and the third party
// determined, however small it is on its own.
describe('identification under the 24-hour rule', () => {
  const s = exchangeSuite();
  const cadUsd = async (amount: string) => {
    const [from_currency_id, to_currency_id] = await s.ids('CAD', 'USD');
    return { from_currency_id, to_currency_id, amount };
  };
  const cases = async () =>
    (
      await queryRows<{ n: number }>(
        s.t.database.db,
        'select count(*)::int as n from compliance_cases',
      )
    )[0]?.n;
  const refusedFor = async (body: Record<string, unknown>) => {
    const before = [await s.state(), await cases()];
    const res = await s.exchange(body);
    expect(res.statusCode, res.body).toBe(422);
    expect([await s.state(), await cases()]).toEqual(before);
    return res.json<{
      error: string;
      code: string;
      missing: { code: string; message: string }[];
      window_report: string | null;
    }>();
  };
  const booked = async (body: Record<string, unknown>) => {
    const res = await s.exchange(body);
    expect(res.statusCode, res.body).toBe(201);
    return s.booked(res);
  };
  const within24h = 'for cash of $10,000 or more within 24 hours';

  it('says before submit which report of the window an exchange being typed would join', async () => {
    const customer_id = await s.customer();
    const preview = async (query: string) => {
      const res = await s.call('GET', `/api/compliance/window-report?${query}`);
      return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    };
    const ask = (cash: string, virtual = '0') =>
      preview(`customer_id=${customer_id}&cash_cad=${cash}&virtual_cad=${virtual}`);
    expect(await ask('9999.99')).toEqual({ status: 200, body: { window_report: null } });
    expect(await ask('10000')).toEqual({ status: 200, body: { window_report: 'cash' } });
    for (let i = 0; i < 3; i++) await booked({ customer_id, pairs: [await cadUsd('2900')] });
    expect(await ask('1000')).toEqual({ status: 200, body: { window_report: null } });
    expect(await ask('2900')).toEqual({ status: 200, body: { window_report: 'cash' } });
    // Virtual currency counts toward its own report only.
    expect(await ask('0', '2900')).toEqual({ status: 200, body: { window_report: null } });
    // Bad input is refused, saying why.
    const bad = await preview(`customer_id=nobody&cash_cad=1&virtual_cad=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Customer must be a customer id');
    const negative = await ask('-5');
    expect(negative.status).toBe(400);
    expect(negative.body.error).toContain('Cash in CAD cannot be negative');
  });

  it('refuses the fourth cash exchange of 2,900 of a customer without ID, naming what is missing, and writes nothing; with the details on file it books', async () => {
    const customer_id = await s.customer();
    for (let i = 0; i < 3; i++) await booked({ customer_id, pairs: [await cadUsd('2900')] });

    const answer = await refusedFor({ customer_id, pairs: [await cadUsd('2900')] });
    expect(answer).toEqual({
      error:
        `A complete, verified and unexpired ID card is required ${within24h}. ` +
        `Date of birth is required ${within24h}. ` +
        `Address is required ${within24h}. ` +
        `Occupation is required ${within24h}. ` +
        `Whether the customer is acting on behalf of someone else is required ${within24h}`,
      code: 'kyc_required',
      missing: [
        {
          code: 'id_card',
          message: `A complete, verified and unexpired ID card is required ${within24h}`,
        },
        { code: 'date_of_birth', message: `Date of birth is required ${within24h}` },
        { code: 'address', message: `Address is required ${within24h}` },
        { code: 'occupation', message: `Occupation is required ${within24h}` },
        {
          code: 'third_party_determination',
          message: `Whether the customer is acting on behalf of someone else is required ${within24h}`,
        },
      ],
      window_report: 'cash',
    });

    const customer = (await s.call('GET', `/api/customers/${customer_id}`)).json<
      Record<string, unknown>
    >();
    const put = await s.call('PUT', `/api/customers/${customer_id}`, {
      ...customer,
      birthday: '1980-04-02',
      address: '1 Front Street, Toronto',
      occupation: 'Engineer',
    });
    expect(put.statusCode, put.body).toBe(200);
    const card = await s.call('POST', '/api/id-cards', {
      customer_id,
      id_number: `P-${Date.now()}`,
      id_type: 'Passport',
      expiry_date: '2099-01-01',
      issuing_country: 'CA',
      verified: true,
    });
    expect(card.statusCode, card.body).toBe(201);
    // A card payment is no cash: it joins no report and asks nothing more.
    await booked({ customer_id, payment_method: 'card', pairs: [await cadUsd('2900')] });
    // Identified, but not yet asked whether they act for someone else.
    const undetermined = await refusedFor({ customer_id, pairs: [await cadUsd('2900')] });
    expect(undetermined.missing.map((m) => m.code)).toEqual(['third_party_determination']);

    const fourth = await booked({
      customer_id,
      acting_for_third_party: false,
      pairs: [await cadUsd('2900')],
    });
    expect(fourth.third_party_relationship).toBe(NO_THIRD_PARTY);
    const lctr = (await s.call('GET', '/api/compliance/cases?kind=lctr&limit=100')).json<{
      rows: { total_cad: string; transaction_count: number; people: { customer_id: string }[] }[];
    }>();
    const report = lctr.rows.find((c) => c.people.some((p) => p.customer_id === customer_id));
    // The three cash exchanges and the fourth; the card payment is not cash.
    expect(report).toMatchObject({ total_cad: '11600', transaction_count: 4 });
  });

  it('asks the third party determination of every exchange that joins the report, and the relationship of an on-behalf one', async () => {
    const customer_id = await s.identifiedCustomer();
    await booked({ customer_id, acting_for_third_party: false, pairs: [await cadUsd('10000')] });

    // 100 more in the same window joins the report.
    const small = await refusedFor({ customer_id, pairs: [await cadUsd('100')] });
    expect(small.missing).toEqual([
      {
        code: 'third_party_determination',
        message: `Whether the customer is acting on behalf of someone else is required ${within24h}`,
      },
    ]);
    await booked({ customer_id, acting_for_third_party: false, pairs: [await cadUsd('100')] });

    const recipient_customer_id = await s.customer();
    const onBehalf = { customer_id, is_on_behalf: true, recipient_customer_id };
    const forSomeone = await refusedFor({ ...onBehalf, pairs: [await cadUsd('100')] });
    expect(forSomeone.missing).toEqual([
      {
        code: 'third_party_relationship',
        message: `The relationship between the customer and the recipient is required ${within24h}`,
      },
    ]);
    const sister = await booked({
      ...onBehalf,
      third_party_relationship: 'Sister',
      pairs: [await cadUsd('100')],
    });
    expect(sister.third_party_relationship).toBe('Sister');
  });

  it('refuses a customer who acts for someone else outside an on-behalf exchange', async () => {
    const customer_id = await s.identifiedCustomer();
    const before = await s.state();
    const res = await s.exchange({
      customer_id,
      acting_for_third_party: true,
      pairs: [await cadUsd('100')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(EXCHANGE_MESSAGES.actingForSomeoneElse);
    expect(await s.state()).toEqual(before);
  });
});
