import { sql, type SQL } from 'drizzle-orm';
import { businessProfileValue, SETTING_KEYS } from '@domain/contracts/settings';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { preparedRows, type Database, type Tx } from '../../db/client';

export type ReceiptExtras = Pick<ExchangeResponse, 'recipient_category' | 'business' | 'teller'>;

/** A staff member's display name on a receipt: their name, else their account's, else email. */
export const tellerNameSql = (userId: SQL) =>
  sql`(select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
                       nullif(trim(u.name), ''), u.email)
         from auth_users u where u.id = ${userId})`;

/**
 * What a receipt shows beyond the transactions, in one query: the recipient's account type (kept
 * on the exchange), the bureau's profile (the business_profile setting, none when it is missing
 * or malformed) and the teller's display name (the staff member who booked it; null once that
 * account is gone).
 */
export async function findReceiptExtras(
  db: Database | Tx,
  reference: string,
): Promise<ReceiptExtras> {
  const [row] = await preparedRows<{
    recipient_category: 'business' | 'personal' | null;
    teller: string | null;
    business: unknown;
  }>(
    db,
    'receipt_extras',
    sql`select
      (select recipient_category from exchanges where reference_number = ${reference})
        as recipient_category,
      ${tellerNameSql(sql`(select t.created_by from transactions t
           where t.reference_number = ${reference} order by t.pair_index limit 1)`)} as teller,
      (select value from settings where key = ${SETTING_KEYS.businessProfile}) as business`,
  );
  return {
    recipient_category: row?.recipient_category ?? null,
    teller: row?.teller ?? null,
    business: row ? businessProfileValue(row.business) : null,
  };
}
