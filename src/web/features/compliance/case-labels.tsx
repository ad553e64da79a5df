import type { CaseStatus, CaseSummary } from '@domain/contracts/compliance';
import { Badge } from '@web/components/ui/badge';
import { MoneyText } from '@web/components/ui/money-text';
import { msg, useFormat, useT } from '@web/i18n';
import { cn } from '@web/lib/cn';

export const STATUS_LABELS: Record<CaseStatus, string> = {
  open: msg('Open'),
  filed: msg('Filed'),
  reviewed: msg('Reviewed'),
  dismissed: msg('Dismissed'),
};

export const ROLE_LABELS = {
  conductor: msg('Conductor'),
  third_party: msg('Third party'),
  beneficiary: msg('Beneficiary'),
} as const;

/** Dollars of a case: '$1,234.56' in English, '1 234,56 $' in French. */
export function CadText({ value }: { value: string }) {
  const { dollars } = useFormat();
  return <MoneyText value={dollars(value)} />;
}

// The open label of a report is 'To file', of an alert 'To review'.
export function CaseStatusBadge({ summary }: { summary: Pick<CaseSummary, 'status' | 'kind'> }) {
  const { t } = useT();
  const open = summary.status === 'open';
  const label = open ? (summary.kind === 'structuring' ? t('To review') : t('To file')) : null;
  return (
    <Badge variant={open ? 'warning' : 'secondary'}>
      {label ?? t(STATUS_LABELS[summary.status])}
    </Badge>
  );
}

// The domain's deadline words ('Overdue by 2 days', 'Due today', '3 days left') in the language
// on screen.
function useDeadlineLabel() {
  const { t } = useT();
  return (left: number) => {
    if (left < 0)
      return left === -1 ? t('Overdue by 1 day') : t('Overdue by {{n}} days', { n: -left });
    if (left === 0) return t('Due today');
    return left === 1 ? t('1 day left') : t('{{n}} days left', { n: left });
  };
}

// Days left of an open case, red when overdue, amber when due soon.
export function DeadlineText({ summary }: { summary: CaseSummary }) {
  const deadlineLabel = useDeadlineLabel();
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
