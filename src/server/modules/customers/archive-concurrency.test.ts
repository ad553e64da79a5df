import { describe, expect, it } from 'vitest';
import { exchangeSuite } from '../../test/exchange-suite';

const ROUNDS = 10;

// Deleting a customer or an ID card while an exchange for that customer is booked
// (docs/decisions/0027): one waits for the other, so the delete either sees the exchange and
// archives, or happens first and the exchange is refused. Races only show on PostgreSQL
// (TEST_DATABASE_URL); PGlite queues the same requests.
describe('archiving under concurrency', () => {
  const s = exchangeSuite();
  const exchange = async (customer_id: string, extra: Record<string, unknown> = {}) => {
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    return s.exchange({
      customer_id,
      ...extra,
      pairs: [{ from_currency_id, to_currency_id, amount: '15' }],
    });
  };

  it('a customer deleted during their first exchange is archived after it, or gone before it', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await s.customer();
      const [removed, booked] = await Promise.all([
        s.call('DELETE', `/api/customers/${id}`),
        exchange(id),
      ]);
      const outcome = `${removed.statusCode} ${booked.statusCode}`;
      expect(['200 201', '204 404'], `${outcome}: ${booked.body}`).toContain(outcome);
      const kept = await s.call('GET', `/api/customers/${id}`);
      expect(kept.statusCode).toBe(removed.statusCode === 200 ? 200 : 404);
    }
  });

  it('an ID card deleted during a card payment is archived after it, or the payment is refused', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await s.customer();
      const card = await s.call('POST', '/api/id-cards', {
        customer_id: id,
        id_number: `R${round}`,
        id_type: 'Passport',
        expiry_date: '2099-01-01',
      });
      expect(card.statusCode).toBe(201);
      const [removed, booked] = await Promise.all([
        s.call('DELETE', `/api/id-cards/${card.json<{ id: string }>().id}`),
        exchange(id, { payment_method: 'card' }),
      ]);
      const outcome = `${removed.statusCode} ${booked.statusCode}`;
      expect(['200 201', '204 422'], `${outcome}: ${booked.body}`).toContain(outcome);
      if (booked.statusCode === 422) {
        expect(booked.json<{ code: string }>().code).toBe('card_requires_id');
      }
    }
  });
});
