import { sql } from 'drizzle-orm';
import { complianceThresholdsValue, COMPLIANCE_SETTING_KEY } from '@domain/compliance/thresholds';
import type { WindowReport } from '@domain/compliance';
import { toDec } from '@domain/money';
import { queryRows, type Database } from '../../db/client';
import { businessTimeZone, findSetting } from '../settings';
import { checkComplianceCases } from './upkeep';
import { windowActivitySql, type WindowActivity } from './window-check';

/**
 * What an exchange being typed would do to its people's 24-hour window (issue 46): the large
 * cash or virtual currency report it would make or join with what it brings (cash and virtual
 * currency, in CAD), read from their transactions of the window without locks. The exchange
 * screen asks it as the amounts change, so the identification the report needs is asked before
 * submit; the booking checks again under the people's locks and decides.
 */
export async function previewWindowReport(
  db: Database,
  query: {
    customer_id: string;
    recipient_customer_id?: string;
    cash_cad: string;
    virtual_cad: string;
  },
  at: Date,
): Promise<WindowReport | null> {
  const people = [
    query.customer_id,
    ...(query.recipient_customer_id ? [query.recipient_customer_id] : []),
  ];
  const [setting, timeZone, [row]] = await Promise.all([
    findSetting(db, COMPLIANCE_SETTING_KEY),
    businessTimeZone(db),
    queryRows<{ activity: WindowActivity }>(
      db,
      sql`select ${windowActivitySql(people)} as activity`,
    ),
  ]);
  const cash = toDec(query.cash_cad);
  const virtual = toDec(query.virtual_cad);
  const { report } = checkComplianceCases({
    thresholds: complianceThresholdsValue(setting?.value),
    timeZone,
    exchange: { cashCad: cash, virtualCad: virtual, valueCad: cash.plus(virtual) },
    at,
    activity: row?.activity ?? [],
  });
  return report;
}
