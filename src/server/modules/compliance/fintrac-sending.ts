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
import { conflict, forbidden } from '../../http-errors';
import {
  acceptedFiling,
  auditFiling,
  insertFiling,
  selectFilings,
  toFiling,
  unansweredSubmission,
  type Draft,
  type FilingRow,
  type Who,
} from './filing-records';
import type { IngestAnswer, IngestClient } from './fintrac/ingest-client';
import { lockCase } from './locks';

// Sending a case's report to FINTRAC's API (docs/decisions/0056). A sending is written before
// it leaves (at most one per case waits for its answer) and given its answer after, so a report
// never leaves without a trace, and no database transaction is held open while FINTRAC answers.

export type DeleteReason = 'duplicate' | 'submitted_in_error';

const REASON_CODES: Record<DeleteReason, number> = { duplicate: 3, submitted_in_error: 4 };
const REASON_TEXTS: Record<DeleteReason, string> = {
  duplicate: 'Deleted from FINTRAC: a duplicate',
  submitted_in_error: 'Deleted from FINTRAC: submitted in error',
};

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

// An accepted submission files the case with FINTRAC's report UUID.
const fileCase =
  (caseId: string, answer: IngestAnswer, reference: string, who: Who) => async (tx: Tx) => {
    if (answer.outcome !== 'accepted') return;
    await tx.execute(
      sql`update compliance_cases set status = 'filed',
          acknowledgement_number = ${answer.externalReportUuid ?? reference},
          filed_on = ${who.today}::date, closed_at = now(), closed_by = ${who.userId},
          updated_at = now()
        where id = ${caseId}`,
    );
  };

/**
 * Before a report whose last submission went unanswered is submitted again, FINTRAC's list of
 * reports says whether it arrived: if it did, that submission is recorded as accepted (its
 * document as it left) and nothing is sent twice; if FINTRAC cannot be asked, nothing is sent.
 */
async function receivedBefore(
  deps: SendDeps & { client: IngestClient },
  found: CaseDetail,
  reportType: FintracReport['report_type'],
  who: Who,
): Promise<FintracFiling | null> {
  const staleAfterMs = deps.timeoutMs * 2;
  const unanswered = await unansweredSubmission(deps.db, found.id, staleAfterMs);
  if (!unanswered) return null;
  const held = await deps.client.find(unanswered.reference);
  if (held.outcome === 'failed') throw conflict(FILING_MESSAGES.cannotCheck);
  if (held.outcome === 'absent') return null;
  const draft: Draft = {
    caseId: found.id,
    reportType,
    action: 'submit',
    reference: unanswered.reference,
    document: unanswered.document,
  };
  const sending = await startSending(deps.db, draft, who, staleAfterMs, (status) => {
    if (status !== 'open') throw conflict(FILING_MESSAGES.notOpen);
  });
  const answer: IngestAnswer = {
    outcome: 'accepted',
    externalReportUuid: held.externalReportUuid,
    submittedAt: held.submittedAt,
    messages: [],
  };
  return finishSending(
    deps.db,
    sending,
    answer,
    fileCase(found.id, answer, unanswered.reference, who),
  );
}

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
  if (action === 'submit') {
    const received = await receivedBefore({ ...deps, client }, found, report.report_type, who);
    if (received) return received;
  }
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
  const name = `${report.reference}${action === 'submit' ? '' : `-v${sending.version}`}.json`;
  const answer =
    action === 'submit'
      ? await client.submit(REPORT_TYPE_CODES[report.report_type], name, document)
      : await client.change(name, document);
  return finishSending(
    deps.db,
    sending,
    answer,
    action === 'submit' ? fileCase(found.id, answer, report.reference, who) : async () => {},
  );
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
