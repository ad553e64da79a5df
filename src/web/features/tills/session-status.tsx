import type { TillSessionStatus } from '@domain/contracts/cash';
import { Badge } from '@web/components/ui/badge';
import { msg, useT } from '@web/i18n';

export const SESSION_STATUS_TEXT: Record<TillSessionStatus, string> = {
  open: msg('Open'),
  awaiting_signoff: msg("Waiting for a manager's sign-off"),
  closed: msg('Closed'),
};

const SHORT_TEXT: Record<TillSessionStatus, string> = {
  open: msg('Open'),
  awaiting_signoff: msg('Awaiting sign-off'),
  closed: msg('Closed'),
};

const VARIANT = {
  open: 'success',
  awaiting_signoff: 'warning',
  closed: 'secondary',
} as const satisfies Record<TillSessionStatus, 'success' | 'warning' | 'secondary'>;

export function SessionStatusBadge(props: { status: TillSessionStatus | null; long?: boolean }) {
  const { t } = useT();
  const status = props.status ?? 'closed';
  return (
    <Badge variant={VARIANT[status]} className={props.long ? 'text-sm' : undefined}>
      {t((props.long ? SESSION_STATUS_TEXT : SHORT_TEXT)[status])}
    </Badge>
  );
}
