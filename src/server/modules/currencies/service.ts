import {
  CODE_READ_ONLY_MESSAGE,
  type CreateCurrencyInput,
  type Currency,
  type UpdateCurrencyInput,
} from '@domain/contracts/currencies';
import { checkCurrency, type CurrencyValues } from '@domain/contracts/currency-check';
import type { Database, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-errors';
import { assertCryptoEnabled } from '../settings';
import {
  currencyInUse,
  deleteCurrencyWithAccount,
  findCurrency,
  findCurrencyByCode,
  findCurrencyByCryptoId,
  insertCurrencyWithAccount,
  toCurrency,
  updateCurrencyRow,
} from './queries';

const NOT_FOUND = 'Currency not found';

function valid(input: CreateCurrencyInput, mode: 'create' | 'update'): CurrencyValues {
  const result = checkCurrency(input, mode);
  if (!result.ok) throw badRequest(result.message);
  return result.values;
}

// The unique constraints would answer too, but with a generic message; say which value clashes.
async function assertUnique(tx: Tx, values: CurrencyValues, selfId?: string) {
  const byCode = await findCurrencyByCode(tx, values.code);
  if (byCode && byCode.id !== selfId) {
    throw conflict(`A currency with code ${values.code} already exists`, 'duplicate');
  }
  if (values.crypto_id) {
    const byCrypto = await findCurrencyByCryptoId(tx, values.crypto_id);
    if (byCrypto && byCrypto.id !== selfId) {
      throw conflict(`A currency with crypto id ${values.crypto_id} already exists`, 'duplicate');
    }
  }
}

/** Creates the currency and its account at 0 in one database transaction. */
export async function createCurrency(db: Database, input: CreateCurrencyInput): Promise<Currency> {
  const values = valid(input, 'create');
  return db.transaction(async (tx) => {
    if (values.crypto_id) await assertCryptoEnabled(tx);
    await assertUnique(tx, values);
    return toCurrency(await insertCurrencyWithAccount(tx, values));
  });
}

export async function updateCurrency(
  db: Database,
  id: string,
  input: UpdateCurrencyInput,
): Promise<Currency> {
  return db.transaction(async (tx) => {
    const current = await findCurrency(tx, id);
    if (!current) throw notFound(NOT_FOUND);
    if (input.code !== undefined && input.code.trim().toUpperCase() !== current.code) {
      throw badRequest(CODE_READ_ONLY_MESSAGE);
    }
    const wasCrypto = current.crypto_id !== null;
    const cryptoId = input.crypto_id === undefined ? current.crypto_id : input.crypto_id;
    // Turning a fiat currency into crypto (or back) would change its meaning for past records.
    if (wasCrypto !== Boolean(cryptoId?.trim())) {
      throw badRequest(
        wasCrypto
          ? 'A cryptocurrency needs its crypto id'
          : 'A fiat currency cannot be given a crypto id',
      );
    }
    // A field left out keeps its stored value; an empty one goes on to the check, which refuses
    // it (defaults are for create only).
    const values = valid(
      {
        code: current.code,
        name: input.name ?? current.name,
        symbol: input.symbol ?? current.symbol,
        crypto_id: cryptoId,
        tier: input.tier ?? current.tier,
        rounding_factor: input.rounding_factor ?? current.rounding_factor,
        decimal_places: input.decimal_places ?? current.decimal_places,
        quote_unit: input.quote_unit ?? current.quote_unit,
        payout_unit: input.payout_unit === undefined ? current.payout_unit : input.payout_unit,
        is_active: input.is_active ?? current.is_active,
      },
      'update',
    );
    await assertUnique(tx, values, id);
    const row = await updateCurrencyRow(tx, id, values);
    if (!row) throw notFound(NOT_FOUND);
    return toCurrency(row);
  });
}

export async function deleteCurrency(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findCurrency(tx, id);
    if (!current) throw notFound(NOT_FOUND);
    if (await currencyInUse(tx, id)) {
      throw conflict(
        `${current.code} has rates, transactions or account movements and cannot be deleted; deactivate it instead`,
        'in_use',
      );
    }
    await deleteCurrencyWithAccount(tx, id);
  });
}
