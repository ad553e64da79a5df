import { z } from 'zod';

// A report in FINTRAC's API format (issue 45, docs/decisions/0055): the document as FINTRAC's
// API would receive it, and what in it FINTRAC would refuse, each with the screen that fixes it.
export const reportProblem = z.object({
  rule: z
    .string()
    .nullable()
    .meta({ description: "FINTRAC's rule number; null for a check of ours" }),
  field: z.string(),
  action: z.enum(['reject', 'warning']),
  message: z.string(),
  fix: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('settings') }),
    z.object({ kind: z.literal('branch'), id: z.uuid().nullable() }),
    z.object({ kind: z.literal('customer'), id: z.uuid() }),
    z.object({ kind: z.literal('transaction'), id: z.uuid() }),
  ]),
});
export type ReportProblemAnswer = z.infer<typeof reportProblem>;

export const fintracReport = z
  .object({
    report_type: z.enum(['lctr']),
    /** Our reference for the report (reportingEntityReportReference). */
    reference: z.string(),
    /** No problem that FINTRAC would reject the report for. */
    ready: z.boolean(),
    problems: z.array(reportProblem),
    document: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'FintracReport' });
export type FintracReport = z.infer<typeof fintracReport>;
