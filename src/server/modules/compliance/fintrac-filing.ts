import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CaseDetail } from '@domain/contracts/compliance';
import {
  FILING_MESSAGES,
  type FintracFiling,
  type FintracMessage,
  type FintracReport,
} from '@domain/contracts/fintrac';
import { REPORT_TYPE_CODES, SUBMIT_TYPE_CODES } from '@domain/fintrac';
import { queryRows, type Database, type Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http-errors';
import type { IngestAnswer, IngestClient } from './fintrac/ingest-client';
import { lockWindow } from './locks';

// A case's report as it left for FINTRAC (docs/decisions/0056): each sending to FINTRAC's API
// and each report recorded as filed in FINTRAC's web system is a version, its document kept
// exactly as sent. A sending is written before it leaves (at most one per case waits for its
// answer) and given its answer after, so a report never leaves without a trace, and no
// database transaction is held open while FINTRAC answers.

type FilingAction = 'submit' | 'change' | 'delete' | 'record';
export type DeleteReason = 'duplicate' | 'submitted_in_error';
type Who = { userId: string | null; today: string };

const REASON_CODES: Record<DeleteReason, number> = { duplicate: 3, submitted_in_error: 4 };
const REASON_TEXTS: Record<DeleteReason, string> = {
  duplicate: 'Deleted from FINTRAC: a duplicate',
  submitted_in_error: 'Deleted from FINTRAC: submitted in error',
};

type FilingRow = Omit<FintracFiling, 'sent_at' | 'answered_at'> & {
  case_id: string;
  report_type: 'lctr' | 'lvctr' | 'str';
  sent_at: string | Date;
  answered_at: string | Date | null;
};

const selectFilings = sql`
  select f.id, f.case_id, f.version, f.report_type, f.action, f.outcome, f.reference,
    f.document_sha256, f.external_report_uuid, f.fintrac_submitted_at, f.messages, f.problem,
    f.sent_at, f.answered_at,
    (select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
        nullif(trim(u.name), ''), u.email) from auth_users u where u.id = f.sent_by)
      as sent_by_name
  from fintrac_filings f`;

const toFiling = (row: FilingRow): FintracFiling => ({
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

async function auditFiling(tx: Tx, filing: FilingRow | FintracFiling, caseId: string) {
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

type Draft = {
  caseId: string;
  reportType: FintracReport['report_type'];
  action: FilingAction;
  reference: string;
  document: string;
};

async function insertFiling(
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

// The case's row, locked under its window's lock (as closing a case takes them).
async function lockCase(tx: Tx, caseId: string) {
  const [found] = await queryRows<{ window_start: string | Date }>(
    tx,
    sql`select window_start from compliance_cases where id = ${caseId}`,
  );
  if (!found) throw notFound('Compliance case not found');
  await lockWindow(tx, new Date(found.window_start));
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`select status from compliance_cases where id = ${caseId} for update`,
  );
  if (!row) throw notFound('Compliance case not found');
  return row;
}

// The sending FINTRAC accepted last, unless a deletion since.
async function acceptedFiling(tx: Tx | Database, caseId: string) {
  const [row] = await queryRows<{
    action: FilingAction;
    report_type: FintracReport['report_type'];
    reference: string;
    document: string;
  }>(
    tx,
    sql`select action, report_type, reference, document from fintrac_filings
      where case_id = ${caseId} and outcome = 'accepted'
      order by version desc limit 1`,
  );
  return row && row.action !== 'delete' ? row : null;
}

// Writes the sending before it leaves; a sending left without an answer (the server stopped
// while it waited) for twice the API's time is marked unanswered first.
async function startSending(
  db: Database,
  draft: Draft,
  who: Who,
  staleAfterMs: number,
  allowed: (status: string) => void,
): Promise<FilingRow> {
  return db.transaction(async (tx) => {
    const { status } = await lockCase(tx, draft.caseId);
    allowed(status);
    await tx.execute(
      sql`update fintrac_filings set outcome = 'no_answer', problem = ${FILING_MESSAGES.noAnswer},
          answered_at = now()
        where case_id = ${draft.caseId} and outcome = 'sending'
          and sent_at < now() - ${`${staleAfterMs} milliseconds`}::interval`,
    );
    const [waiting] = await queryRows<{ id: string }>(
      tx,
      sql`select id from fintrac_filings where case_id = ${draft.caseId} and outcome = 'sending'`,
    );
    if (waiting) throw conflict(FILING_MESSAGES.sending);
    return insertFiling(tx, draft, 'sending', who);
  });
}

// FINTRAC's answer onto the sending, and what it means for the case, in one transaction.
async function finishSending(
  db: Database,
  sending: FilingRow,
  answer: IngestAnswer,
  onAccepted: (tx: Tx) => Promise<void>,
): Promise<FintracFiling> {
  return db.transaction(async (tx) => {
    await lockCase(tx, sending.case_id);
    const messages: FintracMessage[] = answer.messages;
    await tx.execute(
      sql`update fintrac_filings set outcome = ${answer.outcome},
          external_report_uuid = ${answer.outcome === 'accepted' ? answer.externalReportUuid : null},
          fintrac_submitted_at = ${answer.outcome === 'accepted' ? answer.submittedAt : null},
          messages = ${JSON.stringify(messages)}::jsonb,
          problem = ${answer.outcome === 'accepted' ? null : answer.problem},
          answered_at = now()
        where id = ${sending.id}`,
    );
    if (answer.outcome === 'accepted') await onAccepted(tx);
    const [row] = await queryRows<FilingRow>(tx, sql`${selectFilings} where f.id = ${sending.id}`);
    if (!row) throw new Error('the filing is gone');
    await auditFiling(tx, row, sending.case_id);
    return toFiling(row);
  });
}

export type SendDeps = {
  db: Database;
  client: IngestClient | null;
  timeoutMs: number;
  report: (found: CaseDetail) => Promise<FintracReport>;
};

const fileName = (reference: string, version: string) => `${reference}${version}.json`;

/**
 * Sends the case's report to FINTRAC (submit, or change once FINTRAC holds it) and stores its
 * answer; an accepted submission files the case with FINTRAC's report UUID.
 */
export async function sendReport(
  deps: SendDeps,
  found: CaseDetail,
  action: 'submit' | 'change',
  who: Who,
): Promise<FintracFiling> {
  const { client } = deps;
  if (!client) throw conflict(FILING_MESSAGES.noApi);
  if (action === 'submit' && found.status !== 'open') throw conflict(FILING_MESSAGES.notOpen);
  if (action === 'change' && !(await acceptedFiling(deps.db, found.id))) {
    throw conflict(FILING_MESSAGES.notSent);
  }
  const report = await deps.report(found);
  if (!report.ready) throw conflict(FILING_MESSAGES.notReady);
  const details = report.document.reportDetails as Record<string, unknown>;
  const document = JSON.stringify({
    ...report.document,
    reportDetails: {
      ...details,
      submitTypeCode: action === 'submit' ? SUBMIT_TYPE_CODES.submit : SUBMIT_TYPE_CODES.update,
    },
  });
  const draft: Draft = {
    caseId: found.id,
    reportType: report.report_type,
    action,
    reference: report.reference,
    document,
  };
  const sending = await startSending(deps.db, draft, who, deps.timeoutMs * 2, (status) => {
    if (action === 'submit' && status !== 'open') throw conflict(FILING_MESSAGES.notOpen);
    if (action === 'change' && status !== 'filed') throw conflict(FILING_MESSAGES.notSent);
  });
  const name = fileName(report.reference, action === 'submit' ? '' : `-v${sending.version}`);
  const answer =
    action === 'submit'
      ? await client.submit(REPORT_TYPE_CODES[report.report_type], name, document)
      : await client.change(name, document);
  return finishSending(deps.db, sending, answer, async (tx) => {
    if (action !== 'submit' || answer.outcome !== 'accepted') return;
    await tx.execute(
      sql`update compliance_cases set status = 'filed',
          acknowledgement_number = ${answer.externalReportUuid ?? report.reference},
          filed_on = ${who.today}::date, closed_at = now(), closed_by = ${who.userId},
          updated_at = now()
        where id = ${found.id}`,
    );
  });
}

/**
 * Deletes the case's report from FINTRAC (a duplicate, or submitted in error), as FINTRAC's API
 * allows; once FINTRAC has deleted it, the case is dismissed with that reason.
 */
export async function deleteReport(
  deps: SendDeps,
  found: CaseDetail,
  reason: DeleteReason,
  who: Who & { manager: boolean },
): Promise<FintracFiling> {
  const { client } = deps;
  if (!client) throw conflict(FILING_MESSAGES.noApi);
  if (!who.manager) throw forbidden('Deleting a report from FINTRAC needs a manager');
  const accepted = await acceptedFiling(deps.db, found.id);
  if (!accepted) throw conflict(FILING_MESSAGES.notSent);
  const sent = JSON.parse(accepted.document) as { reportDetails: Record<string, unknown> };
  const details = sent.reportDetails;
  const document = JSON.stringify({
    reportDetails: {
      reportTypeCode: details.reportTypeCode,
      submitTypeCode: SUBMIT_TYPE_CODES.delete,
      reportingEntityNumber: details.reportingEntityNumber,
      submittingReportingEntityNumber: details.submittingReportingEntityNumber,
      reportingEntityReportReference: accepted.reference,
      reportSubmitReasonCode: REASON_CODES[reason],
    },
  });
  const draft: Draft = {
    caseId: found.id,
    reportType: accepted.report_type,
    action: 'delete',
    reference: accepted.reference,
    document,
  };
  const sending = await startSending(deps.db, draft, who, deps.timeoutMs * 2, (status) => {
    if (status !== 'filed') throw conflict(FILING_MESSAGES.notSent);
  });
  const answer = await client.remove(document);
  return finishSending(deps.db, sending, answer, async (tx) => {
    await tx.execute(
      sql`update compliance_cases set status = 'dismissed', dismissed_reason = ${REASON_TEXTS[reason]},
          closed_at = now(), closed_by = ${who.userId}, updated_at = now()
        where id = ${found.id}`,
    );
  });
}
