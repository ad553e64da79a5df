import {
  NO_PRICE_SOURCE_MESSAGE,
  settingValueSchema,
  type Setting,
  type UpdateSettingInput,
} from '@domain/contracts/settings';
import type { Database } from '../../db/client';
import { badRequest, notFound, unavailable } from '../../http-errors';
import { assertCryptoEnabled } from './crypto-guard';
import { findSetting, updateSettingRow } from './queries';

export async function updateSetting(
  db: Database,
  key: string,
  input: UpdateSettingInput,
): Promise<Setting> {
  const parsed = settingValueSchema(key).safeParse(input.value);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid setting value');
  }
  return db.transaction(async (tx) => {
    if (!(await findSetting(tx, key))) throw notFound('Setting not found');
    const row = await updateSettingRow(tx, key, {
      value: parsed.data,
      ...(input.description === undefined ? {} : { description: input.description }),
    });
    if (!row) throw notFound('Setting not found');
    return row;
  });
}

/**
 * Refreshing crypto prices needs a price source, and none is built yet: say so plainly rather
 * than report a success that did not happen.
 */
export async function updateCryptoPrices(db: Database): Promise<never> {
  await assertCryptoEnabled(db);
  throw unavailable(NO_PRICE_SOURCE_MESSAGE);
}
