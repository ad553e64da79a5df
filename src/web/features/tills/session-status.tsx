import type { TFunction } from 'i18next';
import type { TillSessionStatus } from '@domain/contracts/cash';
import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/i18n';

// A session's state, in words: 'Open' and 'Closed' take the session's context, the French of a
// session ('Ouverte', 'Fermée') and not of a case ('Ouvert').
function statusText(status: TillSessionStatus, long: boolean, t: TFunction): string {
  if (status === 'open') return t('Open', { context: 'session' });
  if (status === 'closed') return t('Closed', { context: 'session' });
  return long ? t("Waiting for a manager's sign-off") : t('Awaiting sign-off');
}

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
      {statusText(status, props.long ?? false, t)}
    </Badge>
  );
}
