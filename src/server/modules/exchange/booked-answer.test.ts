import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exchangeSuite } from '../../test/exchange-suite';

// The answer to a booking is built from what the booking knows; it must be exactly what the
// exchange's receipt reads afterwards, down to the bytes sent.
describe('the answer to a booked exchange', () => {
  const s = exchangeSuite();
  const pair = async (from: string, to: string, extra: Record<string, unknown>) => {
    const [from_currency_id, to_currency_id] = await s.ids(from, to);
    return { from_currency_id, to_currency_id, ...extra };
  };
  const readBack = async (reference: string) => {
    const res = await s.call('GET', `/api/exchanges/${reference}`);
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('is the receipt read afterwards, for one pair', async () => {
    const res = await s.exchange({
      customer_id: await s.customer({ phone: '416-555-0199' }),
      pairs: [await pair('USD', 'CAD', { amount: '100.03' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await readBack(s.booked(res).reference_number)).toBe(res.body);
  });

  it('is the receipt read afterwards, with the bureau, a company, several pairs, a recipient and a rate override', async () => {
    const profile = { name: 'Maple Exchange', address: '1 King St W', phone: '416-555-0100' };
    await s.call('PUT', '/api/settings/business_profile', { value: profile });
    const firm = await s.call('POST', '/api/companies', { name: 'Firm', industry: 'Retail' });
    const company_id = firm.json<{ id: string }>().id;
    const customer_id = await s.identifiedCustomer({ company_id, phone: '416-555-0101' });
    const recipient = await s.customer({ company_id });
    const res = await s.exchange({
      customer_id,
      transaction_category: 'business',
      payment_method: 'card',
      source_of_money: 'Savings',
      notes: 'Counter 2',
      is_on_behalf: true,
      recipient_customer_id: recipient,
      recipient_category: 'business',
      recipient_notes: 'Picks up Friday',
      third_party_relationship: 'Employer',
      receipt_language: 'fr',
      pairs: [
        await pair('USD', 'CAD', { amount: '10', custom_rate: '1.3612' }),
        await pair('EUR', 'USD', { amount: '7.5' }),
        await pair('CAD', 'EUR', { receives: '20' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const booked = s.booked(res);
    expect(booked.transactions.map((t) => t.rate_source)).toEqual(['custom', 'cross', 'table']);
    expect(booked).toMatchObject({ business: profile, third_party_relationship: 'Employer' });
    expect(await readBack(booked.reference_number)).toBe(res.body);
  });

  it('answers a repeat of its Idempotency-Key with the same bytes', async () => {
    const body = {
      customer_id: await s.customer(),
      pairs: [await pair('USD', 'CAD', { amount: '5' })],
    };
    const key = randomUUID();
    const first = await s.exchange(body, key);
    expect(first.statusCode).toBe(201);
    const again = await s.exchange(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });
});
