import { sql } from 'drizzle-orm';
import { CASE_MESSAGES, type CaseDetail } from '@domain/contracts/compliance';
import { roleAllows, type StaffRole } from '@domain/staff';
import type { Database } from '../../db/client';
import { badRequest, forbidden, HttpError, notFound, unprocessable } from '../../http-errors';
import type { FintracReport } from '@domain/contracts/fintrac';
import { recordFiling } from './filing-records';
import { findCase } from './case-detail';
import { lockCase } from './locks';

export const DISMISS_NEEDS_MANAGER = 'Dismissing a compliance case needs a manager';

type Closing =
  | { action: 'file'; acknowledgement_number: string; filed_on: string }
  | { action: 'review'; review_note: string }
  | { action: 'dismiss'; reason: string };

const closed = () => new HttpError(409, 'case_closed', CASE_MESSAGES.closed);

/**
 * Closes an open case in one transaction, its row locked: a report is filed with FINTRAC's
 * acknowledgement, an alert reviewed with a note, either dismissed with a reason by a manager
 * or the owner, under its window's lock. The audit trail records who did it (decision 0020).
 */
export async function closeCase(
  db: Database,
  id: string,
  closing: Closing,
  who: { userId: string | null; role: StaffRole | null; today: string },
  // A report's document as it stands, kept as the one recorded filed (docs/decisions/0056).
  reportOf: () => Promise<FintracReport | null> = async () => null,
): Promise<CaseDetail> {
  if (closing.action === 'dismiss' && !roleAllows(who.role, 'manager')) {
    throw forbidden(DISMISS_NEEDS_MANAGER);
  }
  if (closing.action === 'file' && closing.filed_on > who.today) {
    throw badRequest(CASE_MESSAGES.filedOnFuture, { filed_on: CASE_MESSAGES.filedOnFuture });
  }
  const report = closing.action === 'file' ? await reportOf() : null;
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, id);
    // A suspicious transaction report is a manager's; to anyone else it does not exist.
    if (row.kind === 'str' && !roleAllows(who.role, 'manager')) {
      throw notFound(CASE_MESSAGES.notFound);
    }
    if (row.status !== 'open') throw closed();
    const isReport = row.kind !== 'structuring';
    if (closing.action === 'file' && !isReport) {
      throw unprocessable(CASE_MESSAGES.notAReport, 'validation');
    }
    if (closing.action === 'review' && isReport) {
      throw unprocessable(CASE_MESSAGES.notAnAlert, 'validation');
    }
    const set =
      closing.action === 'file'
        ? sql`status = 'filed', acknowledgement_number = ${closing.acknowledgement_number},
            filed_on = ${closing.filed_on}::date`
        : closing.action === 'review'
          ? sql`status = 'reviewed', review_note = ${closing.review_note}`
          : sql`status = 'dismissed', dismissed_reason = ${closing.reason}`;
    await tx.execute(
      sql`update compliance_cases set ${set}, closed_at = now(), closed_by = ${who.userId},
            updated_at = now() where id = ${id}`,
    );
    if (closing.action === 'file' && report) {
      await recordFiling(tx, report, id, closing.acknowledgement_number, who);
    }
  });
  const detail = await findCase(db, id, who.today);
  if (!detail) throw notFound(CASE_MESSAGES.notFound);
  return detail;
}
