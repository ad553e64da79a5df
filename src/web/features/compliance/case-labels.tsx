import { deadlineLabel } from '@domain/compliance';
import type { CaseStatus, CaseSummary } from '@domain/contracts/compliance';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

export const STATUS_LABELS: Record<CaseStatus, string> = {
  open: 'Open',
  filed: 'Filed',
  reviewed: 'Reviewed',
  dismissed: 'Dismissed',
};

export const ROLE_LABELS = {
  conductor: 'Conductor',
  third_party: 'Third party',
  beneficiary: 'Beneficiary',
} as const;

// The open label of a report is 'To file', of an alert 'To review'.
export function CaseStatusBadge({ summary }: { summary: Pick<CaseSummary, 'status' | 'kind'> }) {
  const open = summary.status === 'open';
  const label = open ? (summary.kind === 'structuring' ? 'To review' : 'To file') : null;
  return (
    <Badge variant={open ? 'warning' : 'secondary'}>{label ?? STATUS_LABELS[summary.status]}</Badge>
  );
}

// Days left of an open case, red when overdue, amber when due soon.
export function DeadlineText({ summary }: { summary: CaseSummary }) {
  if (summary.status !== 'open') return <span className="text-muted-foreground">—</span>;
  return (
    <span
      className={cn(
        'whitespace-nowrap font-medium',
        summary.deadline_status === 'overdue' && 'text-destructive',
        summary.deadline_status === 'due_soon' && 'text-warning-foreground',
      )}
    >
      {deadlineLabel(summary.days_left)}
    </span>
  );
}
