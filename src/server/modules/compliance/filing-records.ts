import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FILING_MESSAGES, type FintracFiling, type FintracReport } from '@domain/contracts/fintrac';
import { standingFiling } from '@domain/fintrac';
import { queryRows, type Database, type Tx } from '../../db/client';
import { notFound } from '../../http-errors';

// A case's report as it left for FINTRAC (docs/decisions/0056): each sending to FINTRAC's API
// and each report recorded as filed in FINTRAC's web system is a version (a fintrac_filings
// row), its document kept exactly as sent. Reading, writing and auditing those rows;
// fintrac-sending.ts sends them.

export type FilingAction = 'submit' | 'change' | 'delete' | 'record';
export type Who = { userId: string | null; today: string };

export type FilingRow = Omit<FintracFiling, 'sent_at' | 'answered_at'> & {
  case_id: string;
  report_type: 'lctr' | 'lvctr' | 'str';
  sent_at: string | Date;
  answered_at: string | Date | null;
};

export const selectFilings = sql`
  select f.id, f.case_id, f.version, f.report_type, f.action, f.outcome, f.reference,
    f.document_sha256, f.external_report_uuid, f.fintrac_submitted_at, f.messages, f.problem,
    f.sent_at, f.answered_at,
    (select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
        nullif(trim(u.name), ''), u.email) from auth_users u where u.id = f.sent_by)
      as sent_by_name
  from fintrac_filings f`;

export const toFiling = (row: FilingRow): FintracFiling => ({
  id: row.id,
  version: row.version,
  action: row.action,
  outcome: row.outcome,
  reference: row.reference,
  document_sha256: row.document_sha256,
  external_report_uuid: row.external_report_uuid,
  fintrac_submitted_at: row.fintrac_submitted_at,
  messages: row.messages,
  problem: row.problem,
  sent_by_name: row.sent_by_name,
  sent_at: new Date(row.sent_at).toISOString(),
  answered_at: row.answered_at ? new Date(row.answered_at).toISOString() : null,
});

/** A case's filings, newest first. */
export async function listFilings(db: Database, caseId: string): Promise<FintracFiling[]> {
  const rows = await queryRows<FilingRow>(
    db,
    sql`${selectFilings} where f.case_id = ${caseId} order by f.version desc`,
  );
  return rows.map(toFiling);
}

/** A filing's document exactly as it left, with the reference it is named after. */
export async function filingDocument(db: Database, caseId: string, filingId: string) {
  const [row] = await queryRows<{ reference: string; version: number; document: string }>(
    db,
    sql`select reference, version, document from fintrac_filings
      where id = ${filingId} and case_id = ${caseId}`,
  );
  if (!row) throw notFound(FILING_MESSAGES.documentNotFound);
  return row;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// The next version of the case's filings, in the transaction that holds the case's row.
async function nextVersion(tx: Tx, caseId: string): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    tx,
    sql`select coalesce(max(version), 0)::int + 1 as version from fintrac_filings
      where case_id = ${caseId}`,
  );
  return row?.version ?? 1;
}

export async function auditFiling(tx: Tx, filing: FilingRow | FintracFiling, caseId: string) {
  const after = {
    version: filing.version,
    action: filing.action,
    outcome: filing.outcome,
    reference: filing.reference,
    document_sha256: filing.document_sha256,
    external_report_uuid: filing.external_report_uuid,
    messages: filing.messages.length,
  };
  await tx.execute(
    sql`insert into audit_log (actor_id, address, action, record_type, record_id, parent_id, after)
      values (audit_actor(), audit_address(), ${filing.action === 'record' ? 'create' : 'send'},
        'fintrac_filing', ${filing.id}, ${caseId}, ${JSON.stringify(after)}::jsonb)`,
  );
}

export type Draft = {
  caseId: string;
  reportType: FintracReport['report_type'];
  action: FilingAction;
  reference: string;
  document: string;
};

export async function insertFiling(
  tx: Tx,
  draft: Draft,
  outcome: 'sending' | 'recorded',
  who: Who,
  acknowledgement: string | null = null,
): Promise<FilingRow> {
  const version = await nextVersion(tx, draft.caseId);
  const [row] = await queryRows<FilingRow>(
    tx,
    sql`with added as (
        insert into fintrac_filings (case_id, version, report_type, action, reference, document,
          document_sha256, outcome, external_report_uuid, sent_by)
        values (${draft.caseId}, ${version}, ${draft.reportType}, ${draft.action},
          ${draft.reference}, ${draft.document}, ${sha256(draft.document)}, ${outcome},
          ${acknowledgement}, ${who.userId})
        returning *)
      select f.*, null::text as sent_by_name from added f`,
  );
  if (!row) throw new Error('the filing was not written');
  return row;
}

/**
 * Keeps the document of a report recorded as filed in FINTRAC's web system, in the transaction
 * that marks the case filed.
 */
export async function recordFiling(
  tx: Tx,
  report: FintracReport,
  caseId: string,
  acknowledgement: string,
  who: Who,
): Promise<void> {
  const row = await insertFiling(
    tx,
    {
      caseId,
      reportType: report.report_type,
      action: 'record',
      reference: report.reference,
      document: JSON.stringify(report.document),
    },
    'recorded',
    who,
    acknowledgement,
  );
  await auditFiling(tx, row, caseId);
}

// The version FINTRAC holds, with the document it received.
export async function acceptedFiling(db: Tx | Database, caseId: string) {
  const rows = await queryRows<{
    action: FilingAction;
    outcome: 'accepted';
    report_type: FintracReport['report_type'];
    reference: string;
    document: string;
  }>(
    db,
    sql`select action, outcome, report_type, reference, document from fintrac_filings
      where case_id = ${caseId} and outcome = 'accepted'
      order by version desc limit 1`,
  );
  return standingFiling(rows);
}

/**
 * The case's last submission if FINTRAC never answered it (it timed out, or the server stopped
 * while it waited longer than `staleAfterMs`): FINTRAC may hold it (docs/decisions/0057).
 */
export async function unansweredSubmission(db: Database, caseId: string, staleAfterMs: number) {
  const [row] = await queryRows<{ outcome: string; reference: string; document: string }>(
    db,
    sql`select outcome, reference, document from fintrac_filings
      where case_id = ${caseId} and action = 'submit'
      order by version desc limit 1`,
  );
  if (!row) return null;
  const [stale] =
    row.outcome === 'sending'
      ? await queryRows<{ stale: boolean }>(
          db,
          sql`select bool_or(sent_at < now() - ${`${staleAfterMs} milliseconds`}::interval) as stale
            from fintrac_filings where case_id = ${caseId} and outcome = 'sending'`,
        )
      : [];
  return row.outcome === 'no_answer' || stale?.stale ? row : null;
}
