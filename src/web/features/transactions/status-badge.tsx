import { type StatusLike, displayStatus } from '@domain/transaction-status';
import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/i18n';

// SPEC §4: 'Awaiting Pickup' and 'Claimed' for on-behalf pickups, any other status as-is in an
// outline badge. The text comes from the domain's rule, the same one the tabs use.
export function StatusBadge({ transaction }: { transaction: StatusLike }) {
  const { t } = useT();
  const text = displayStatus(transaction);
  const variant =
    text === 'Awaiting Pickup'
      ? 'warning'
      : text === 'Claimed' || text === 'completed'
        ? 'success'
        : 'outline';
  return (
    <Badge variant={variant} data-testid="status-badge">
      {t(text)}
    </Badge>
  );
}
