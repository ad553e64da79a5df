import { describe, expect, it } from 'vitest';
import type { ExchangeResponse, TransactionDetail } from '@domain/contracts/transactions';
import { EXCHANGE_MESSAGES } from '@domain/exchange';
import { exchangeSuite } from '../../test/exchange-suite';

// The receipt's language (issue 28): chosen at the exchange, else the customer's preferred
// language; kept on the booked transactions and given back with the exchange and each pair.
describe('receipt language of an exchange', () => {
  const s = exchangeSuite();
  const usdToCad = async () => {
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    return { from_currency_id, to_currency_id, amount: '20' };
  };
  const read = async (reference: string) =>
    (await s.call('GET', `/api/exchanges/${reference}`)).json<ExchangeResponse>();
  const detail = async (id: string) =>
    (await s.call('GET', `/api/transactions/${id}`)).json<TransactionDetail>();

  // Books one exchange and answers its receipt's language as booked, read again, and per pair.
  const languages = async (body: Record<string, unknown>) => {
    const res = await s.exchange({ pairs: [await usdToCad(), await usdToCad()], ...body });
    expect(res.statusCode, res.body).toBe(201);
    const booked = s.booked(res);
    const again = await read(booked.reference_number);
    const pairs = await Promise.all(booked.transactions.map((t) => detail(t.id)));
    return {
      booked: booked.receipt_language,
      read: again.receipt_language,
      pairs: [...booked.transactions, ...pairs].map((t) => t.receipt_language),
    };
  };

  it("defaults to the customer's preferred language", async () => {
    const french = await s.customer({ preferred_language: 'fr' });
    expect(await languages({ customer_id: french })).toEqual({
      booked: 'fr',
      read: 'fr',
      pairs: ['fr', 'fr', 'fr', 'fr'],
    });
    const english = await s.customer();
    expect(await languages({ customer_id: english })).toEqual({
      booked: 'en',
      read: 'en',
      pairs: ['en', 'en', 'en', 'en'],
    });
  });

  it('keeps the language the exchange chooses over the preferred one', async () => {
    const french = await s.customer({ preferred_language: 'fr' });
    expect((await languages({ customer_id: french, receipt_language: 'en' })).pairs).toEqual([
      'en',
      'en',
      'en',
      'en',
    ]);
    const english = await s.customer();
    expect(await languages({ customer_id: english, receipt_language: 'fr' })).toMatchObject({
      booked: 'fr',
      read: 'fr',
    });
  });

  it('refuses an unknown language and books nothing', async () => {
    const customer_id = await s.customer();
    for (const receipt_language of ['de', '', 1, null]) {
      const before = await s.state();
      const res = await s.exchange({ customer_id, receipt_language, pairs: [await usdToCad()] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation',
        fields: { receipt_language: EXCHANGE_MESSAGES.receiptLanguage },
      });
      expect(await s.state()).toEqual(before);
    }
  });
});
