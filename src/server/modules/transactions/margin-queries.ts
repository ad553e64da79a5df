import { sql } from 'drizzle-orm';
import type { TransactionMargin } from '@domain/contracts/transactions';
import { toDecimalString } from '@domain/money';
import { preparedRows, type Database } from '../../db/client';

type RawMargin = {
  id: string;
  rate_source: TransactionMargin['rate_source'];
  realised_margin: string | null;
  reference_spread: string | null;
  legs: {
    currency_code: string;
    amount: string;
    cost_cad: string | null;
    avg_cost_after: string | null;
    realised_cad: string | null;
  }[];
};

const decimalOrNull = (value: string | null) => (value === null ? null : toDecimalString(value));

/** What a pair earned (docs/decisions/0037, 0067): the margin its legs realised, its spread, and the cost of each
 * of its ledger legs in the order they were applied; null when the transaction is unknown. */
export async function findTransactionMargin(
  db: Database,
  id: string,
): Promise<TransactionMargin | null> {
  const [row] = await preparedRows<RawMargin>(
    db,
    'transaction_margin',
    sql`select t.id, t.rate_source, transaction_realised_margin(t.id)::text as realised_margin,
          t.reference_spread::text as reference_spread,
          coalesce((select json_agg(json_build_object('currency_code', c.code,
              'amount', m.amount::text, 'cost_cad', m.cost_cad::text,
              'avg_cost_after', m.avg_cost_after::text, 'realised_cad', m.realised_cad::text)
              order by m.seq)
            from account_movements m join accounts a on a.id = m.account_id
            join currencies c on c.id = a.currency_id
            where m.transaction_id = t.id), '[]'::json) as legs
        from transactions t where t.id = ${id}`,
  );
  if (!row) return null;
  return {
    transaction_id: row.id,
    rate_source: row.rate_source,
    realised_margin: decimalOrNull(row.realised_margin),
    reference_spread: decimalOrNull(row.reference_spread),
    legs: row.legs.map((leg) => ({
      currency_code: leg.currency_code,
      amount: toDecimalString(leg.amount),
      cost_cad: decimalOrNull(leg.cost_cad),
      avg_cost_after: decimalOrNull(leg.avg_cost_after),
      realised_cad: decimalOrNull(leg.realised_cad),
    })),
  };
}
