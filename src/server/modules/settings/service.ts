import {
  SETTING_KEYS,
  settingValueSchema,
  type Setting,
  timeZoneValue,
  type UpdateSettingInput,
} from '@domain/contracts/settings';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http-errors';
import { databaseKnowsTimeZone, findSetting, updateSettingRow } from './queries';

export async function updateSetting(
  db: Database,
  key: string,
  input: UpdateSettingInput,
): Promise<Setting> {
  const parsed = settingValueSchema(key).safeParse(input.value);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid setting value');
  }
  // The database places transactions on the bureau's days too, so it must know the zone.
  if (
    key === SETTING_KEYS.businessTimeZone &&
    !(await databaseKnowsTimeZone(db, timeZoneValue(parsed.data)))
  ) {
    throw badRequest('value.time_zone must be a time zone name like America/Toronto');
  }
  // Changing business_time_zone rebuilds the daily totals of transactions in this database
  // transaction (a trigger on settings, migration 0010).
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
