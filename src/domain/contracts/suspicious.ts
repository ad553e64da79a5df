// A suspicious transaction report (issue 45, docs/decisions/0057): a compliance case of kind
// 'str' that a manager opens from an exchange refused at the counter, a transaction, a customer
// or a structuring alert, with the grounds for suspicion and what was done. Managers and the
// owner only: never shown to tellers (tipping-off).
import { z } from 'zod';
import { decimalString, positiveDecimalInput } from '../decimal-schema';
import { isoTimestamp } from './common';
import { hasNoNul, invalidCharacter, optionalText } from './fields';

/** FINTRAC's suspicionTypeCode: what the bureau suspects. */
export const SUSPICION_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
export type SuspicionType = (typeof SUSPICION_TYPES)[number];
export const SUSPICION_TYPE_LABELS: Record<SuspicionType, string> = {
  1: 'Money laundering',
  2: 'Terrorist financing',
  3: 'Money laundering and terrorist financing',
  4: 'Sanctions evasion',
  5: 'Money laundering and sanctions evasion',
  6: 'Terrorist financing and sanctions evasion',
  7: 'Money laundering, terrorist financing and sanctions evasion',
};

/** Where the manager opened the report from. */
export const STR_SOURCES = ['exchange', 'transaction', 'customer', 'alert'] as const;
export type StrSource = (typeof STR_SOURCES)[number];

export const STR_MESSAGES = {
  groundsRequired: 'Describe the suspicious activity: the grounds for suspicion',
  subjectRequired: 'Add at least one completed or attempted transaction',
  reasonRequired: 'Say why the attempted transaction was not completed',
  determinedRequired: 'Say when the grounds for suspicion were determined',
  determinedFuture: 'The grounds cannot be determined in the future',
  transactionNotFound: 'A transaction of this report was not found',
  customerNotFound: 'A customer of this report was not found',
  currencyNotFound: 'A currency of the attempted transaction was not found',
  branchNotFound: 'The branch of the attempted transaction was not found',
  notAnStr: 'This case is not a suspicious transaction report',
} as const;

const requiredText = (label: string, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, invalidCharacter(label));

/** An exchange asked for at the counter and not completed: nothing of it was booked. */
export const attemptedTransactionInput = z.object({
  at: z.iso.datetime({ offset: true, error: 'The attempt needs its date and time' }),
  customer_id: z.uuid({ error: 'Customer must be a customer id' }).nullable(),
  branch_id: z.uuid({ error: 'Branch must be a branch id' }).nullable(),
  from_currency_code: z.string().trim().min(1).max(10),
  from_amount: positiveDecimalInput('Amount received'),
  to_currency_code: z.string().trim().min(1).max(10),
  to_amount: positiveDecimalInput('Amount given'),
  value_cad: positiveDecimalInput('Value in CAD'),
  reason_not_completed: requiredText('Reason not completed', 200, STR_MESSAGES.reasonRequired),
});
export type AttemptedTransactionInput = z.output<typeof attemptedTransactionInput>;

const strFields = {
  suspicion_type: z.union(
    SUSPICION_TYPES.map((code) => z.literal(code)),
    { error: 'Choose what is suspected' },
  ),
  grounds: requiredText('Grounds for suspicion', 20_000, STR_MESSAGES.groundsRequired),
  action_taken: optionalText('Action taken', 5_000),
  grounds_determined_at: z.iso.datetime({
    offset: true,
    error: STR_MESSAGES.determinedRequired,
  }),
};

/** Opening a report: its grounds and its subject (completed and attempted transactions). */
export const openSuspiciousReportBody = z
  .object({
    ...strFields,
    opened_from: z.enum(STR_SOURCES),
    transaction_ids: z.array(z.uuid({ error: 'Transaction must be a transaction id' })).max(200),
    customer_ids: z
      .array(z.uuid({ error: 'Customer must be a customer id' }))
      .max(20)
      .default([]),
    attempted: z.array(attemptedTransactionInput).max(20).default([]),
  })
  .refine((body) => body.transaction_ids.length + body.attempted.length > 0, {
    message: STR_MESSAGES.subjectRequired,
    path: ['transaction_ids'],
  });
export type OpenSuspiciousReportBody = z.input<typeof openSuspiciousReportBody>;

/** Changing an open report's grounds and what was done. */
export const updateSuspiciousReportBody = z.object(strFields);
export type UpdateSuspiciousReportBody = z.input<typeof updateSuspiciousReportBody>;

export const attemptedTransaction = z.object({
  at: isoTimestamp,
  customer_id: z.uuid().nullable(),
  customer_name: z.string().nullable(),
  branch_id: z.uuid().nullable(),
  from_currency_code: z.string(),
  from_amount: decimalString,
  to_currency_code: z.string(),
  to_amount: decimalString,
  value_cad: decimalString,
  reason_not_completed: z.string(),
});
export type AttemptedTransaction = z.infer<typeof attemptedTransaction>;

/** What a suspicious transaction report case holds beyond a case's own fields. */
export const suspiciousDetail = z.object({
  suspicion_type: z.union(SUSPICION_TYPES.map((code) => z.literal(code))),
  grounds: z.string(),
  action_taken: z.string().nullable(),
  grounds_determined_at: isoTimestamp,
  opened_from: z.enum(STR_SOURCES),
  opened_by_name: z.string().nullable(),
  attempted: z.array(attemptedTransaction),
});
export type SuspiciousDetail = z.infer<typeof suspiciousDetail>;
