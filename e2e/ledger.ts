import { expect, type APIRequestContext } from '@playwright/test';

// Money as exact integers of 10^-18 (no floating point on money).
export function units(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const value = BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'));
  return negative ? -value : value;
}

type AccountRow = { id: string; balance: string; currency: { code: string } };
type MovementRow = { amount: string; transaction_id: string | null };

export async function accountIds(request: APIRequestContext): Promise<Map<string, string>> {
  const res = await request.get('/api/accounts');
  expect(res.status()).toBe(200);
  const { rows } = (await res.json()) as { rows: AccountRow[] };
  return new Map(rows.map((row) => [row.currency.code, row.id]));
}

/**
 * What the given transactions moved on one currency's account, from its ledger. Other tests book
 * exchanges in the same currencies at the same time, so a before/after balance would not do.
 */
export async function movedBy(
  request: APIRequestContext,
  code: string,
  transactionIds: readonly string[],
): Promise<bigint> {
  const accountId = (await accountIds(request)).get(code);
  if (!accountId) throw new Error(`No ${code} account`);
  const res = await request.get(`/api/accounts/${accountId}/movements?limit=100`);
  expect(res.status()).toBe(200);
  const { rows } = (await res.json()) as { rows: MovementRow[] };
  const wanted = new Set(transactionIds);
  return rows
    .filter((row) => row.transaction_id !== null && wanted.has(row.transaction_id))
    .reduce((sum, row) => sum + units(row.amount), 0n);
}
