import { describe, expect, it } from 'vitest';
import { cashSuite } from '../../test/cash-suite';

// 200 exchanges in all, as the cash day asks (issue 25).
const EACH = 100;

describe('two tellers at two tills at once', () => {
  const s = cashSuite();

  it(
    'keeps every location consistent through parallel exchanges and transfers',
    { timeout: 180_000 },
    async () => {
      const [first, second, manager] = [
        await s.member(),
        await s.member(),
        await s.member('manager'),
      ];
      const [tillA, tillB] = [await s.newTill(), await s.newTill()];
      await s.openOk(first.headers, tillA.id);
      await s.openOk(second.headers, tillB.id);
      await s.fundVault('CAD', '100000');
      const [usd, cad] = await s.ids('USD', 'CAD');
      // Identified, since 200 cash exchanges of one customer pass FINTRAC's $10,000 in 24 hours.
      const customer_id = await s.identifiedCustomer();
      const book = (headers: { authorization: string }, i: number) =>
        s.as(headers, 'POST', '/api/transactions', {
          customer_id,
          acting_for_third_party: false,
          pairs: [
            i % 2 === 0
              ? { from_currency_id: usd, to_currency_id: cad, amount: String(10 + i) }
              : { from_currency_id: cad, to_currency_id: usd, amount: String(20 + i) },
          ],
        });
      // Every fourth round a transfer: vault → till B, or till A → till B.
      const move = (i: number) =>
        s.transfer(manager.headers, {
          from_location_id: i % 8 === 0 ? s.vaultId : tillA.id,
          to_location_id: tillB.id,
          currency_id: cad,
          amount: '5',
        });
      const work = Array.from({ length: EACH }, (_, i) => [
        book(first.headers, i),
        book(second.headers, i),
        ...(i % 4 === 0 ? [move(i)] : []),
      ]).flat();
      const answers = await Promise.all(work);
      expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.body)).toEqual([]);
      await s.expectConsistent();

      // Two legs per exchange at each till, and the transfers' own movements.
      const at = async (tillId: string) =>
        s.count_(`account_movements where location_id = '${tillId}'`);
      const rounds = Array.from({ length: EACH }, (_, i) => i).filter((i) => i % 4 === 0);
      const fromTillA = rounds.filter((i) => i % 8 !== 0).length;
      expect(await at(tillA.id)).toBe(EACH * 2 + fromTillA);
      expect(await at(tillB.id)).toBe(EACH * 2 + rounds.length);
      await s.expectConsistent();
    },
  );
});
