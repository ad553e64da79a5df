import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';

// FINTRAC's identification and record-keeping rules at the exchange (docs/decisions/0026).
describe('identification before an exchange completes', () => {
  const s = exchangeSuite();
  const cadUsd = async (amount: string) => {
    const [from_currency_id, to_currency_id] = await s.ids('CAD', 'USD');
    return { from_currency_id, to_currency_id, amount };
  };
  const complete = {
    birthday: '1980-04-02',
    address: '1 Front Street, Toronto',
    occupation: 'Engineer',
  };
  const idCard = async (customerId: string) => {
    const res = await s.call('POST', '/api/id-cards', {
      customer_id: customerId,
      id_number: `P${Date.now()}`,
      id_type: 'Passport',
      expiry_date: '2099-01-01',
      issuing_country: 'CA',
      verified: true,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const refusedFor = async (body: Record<string, unknown>) => {
    const before = await s.state();
    const res = await s.exchange(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(await s.state()).toEqual(before);
    return res.json<{
      error: string;
      code: string;
      missing: { code: string; message: string }[];
    }>();
  };

  it('refuses $3,000 without date of birth, naming what is missing, and writes nothing', async () => {
    const customer_id = await s.customer({ address: complete.address, occupation: 'Nurse' });
    await idCard(customer_id);
    const answer = await refusedFor({ customer_id, pairs: [await cadUsd('3000')] });
    expect(answer).toEqual({
      error: 'Date of birth is required for exchanges of $3,000 or more',
      code: 'kyc_required',
      missing: [
        {
          code: 'date_of_birth',
          message: 'Date of birth is required for exchanges of $3,000 or more',
        },
      ],
      window_report: null,
    });
  });

  it('names every missing fact, and books once they are on file', async () => {
    const customer_id = await s.customer();
    const answer = await refusedFor({ customer_id, pairs: [await cadUsd('3000')] });
    expect(answer.missing.map((m) => m.code)).toEqual([
      'id_card',
      'date_of_birth',
      'address',
      'occupation',
    ]);
    expect(answer.error).toBe(
      'A complete, verified and unexpired ID card is required for exchanges of $3,000 or more. ' +
        'Date of birth is required for exchanges of $3,000 or more. ' +
        'Address is required for exchanges of $3,000 or more. ' +
        'Occupation is required for exchanges of $3,000 or more',
    );
    const customer = (await s.call('GET', `/api/customers/${customer_id}`)).json<
      Record<string, unknown>
    >();
    const put = await s.call('PUT', `/api/customers/${customer_id}`, { ...customer, ...complete });
    expect(put.statusCode, put.body).toBe(200);
    await idCard(customer_id);
    const res = await s.exchange({ customer_id, pairs: [await cadUsd('3000')] });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('asks nothing more below $3,000, and counts the pairs of one exchange together', async () => {
    const customer_id = await s.customer();
    const below = await s.exchange({ customer_id, pairs: [await cadUsd('2990')] });
    expect(below.statusCode, below.body).toBe(201);
    const answer = await refusedFor({
      customer_id,
      pairs: [await cadUsd('1500'), await cadUsd('1500')],
    });
    expect(answer.missing.map((m) => m.code)).toContain('date_of_birth');
  });

  it('does not count an expired ID card', async () => {
    const customer_id = await s.customer(complete);
    // A card that expired while on file (the API refuses to add one already expired).
    await queryRows(
      s.t.database.db,
      `insert into id_cards (customer_id, id_number, id_type, expiry_date)
       values ('${customer_id}', 'OLD1', 'Passport', '2020-01-01')`,
    );
    const answer = await refusedFor({ customer_id, pairs: [await cadUsd('5000')] });
    expect(answer.missing).toEqual([
      {
        code: 'id_card',
        message:
          'A complete, verified and unexpired ID card is required for exchanges of $3,000 or more',
      },
    ]);
  });

  it('asks a high-risk customer for ID and the source of money on every exchange', async () => {
    const customer_id = await s.customer({ risk_level: 'high' });
    const answer = await refusedFor({ customer_id, pairs: [await cadUsd('20')] });
    expect(answer.missing).toEqual([
      {
        code: 'id_card',
        message:
          'A complete, verified and unexpired ID card is required for every exchange by a high-risk customer',
      },
      {
        code: 'source_of_money',
        message: 'Source of money is required for every exchange by a high-risk customer',
      },
    ]);
    await idCard(customer_id);
    const res = await s.exchange({
      customer_id,
      source_of_money: 'Salary',
      pairs: [await cadUsd('20')],
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('records the relationship of an on-behalf exchange of $3,000 or more', async () => {
    const customer_id = await s.customer(complete);
    await idCard(customer_id);
    const recipient_customer_id = await s.customer();
    const body = { customer_id, is_on_behalf: true, recipient_customer_id };
    const answer = await refusedFor({ ...body, pairs: [await cadUsd('3000')] });
    expect(answer.missing).toEqual([
      {
        code: 'third_party_relationship',
        message:
          'The relationship between the customer and the recipient is required for on-behalf exchanges of $3,000 or more',
      },
    ]);
    const res = await s.exchange({
      ...body,
      third_party_relationship: 'Brother',
      pairs: [await cadUsd('3000')],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(s.booked(res).third_party_relationship).toBe('Brother');
    const [row] = await queryRows<{ relationship: string }>(
      s.t.database.db,
      `select third_party_relationship as relationship from exchanges
       where reference_number = '${s.booked(res).reference_number}'`,
    );
    expect(row?.relationship).toBe('Brother');
    const [pair] = s.booked(res).transactions;
    const detail = await s.call('GET', `/api/transactions/${pair?.id ?? ''}`);
    expect(detail.json<{ third_party_relationship: string }>().third_party_relationship).toBe(
      'Brother',
    );
  });

  it('follows the thresholds setting', async () => {
    const set = await s.call('PUT', '/api/settings/compliance_thresholds', {
      value: { identification_cad: '100' },
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const customer_id = await s.customer();
      const answer = await refusedFor({ customer_id, pairs: [await cadUsd('100')] });
      expect(answer.error).toContain('Date of birth is required for exchanges of $100 or more');
    } finally {
      await s.call('PUT', '/api/settings/compliance_thresholds', { value: {} });
    }
  });
});
