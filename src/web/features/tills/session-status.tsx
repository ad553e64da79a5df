import type { TillSessionStatus } from '@domain/contracts/cash';
import { Badge } from '@web/components/ui/badge';

export const SESSION_STATUS_TEXT: Record<TillSessionStatus, string> = {
  open: 'Open',
  awaiting_signoff: "Waiting for a manager's sign-off",
  closed: 'Closed',
};

const SHORT_TEXT: Record<TillSessionStatus, string> = {
  open: 'Open',
  awaiting_signoff: 'Awaiting sign-off',
  closed: 'Closed',
};

const VARIANT = {
  open: 'success',
  awaiting_signoff: 'warning',
  closed: 'secondary',
} as const satisfies Record<TillSessionStatus, 'success' | 'warning' | 'secondary'>;

export function SessionStatusBadge(props: { status: TillSessionStatus | null; long?: boolean }) {
  const status = props.status ?? 'closed';
  return (
    <Badge variant={VARIANT[status]} className={props.long ? 'text-sm' : undefined}>
      {(props.long ? SESSION_STATUS_TEXT : SHORT_TEXT)[status]}
    </Badge>
  );
}
