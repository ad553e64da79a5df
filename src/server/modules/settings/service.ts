import {
  settingValueSchema,
  type Setting,
  type UpdateSettingInput,
} from '@domain/contracts/settings';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http-errors';
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
