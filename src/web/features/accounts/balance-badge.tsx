import { accountBadge, type AccountBadge } from '@domain/account-badge';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { useT } from '@web/i18n';

const VARIANT: Record<AccountBadge, BadgeProps['variant']> = {
  Negative: 'destructive',
  Empty: 'secondary',
  Low: 'warning',
  Available: 'success',
};

export function BalanceBadge({ balance }: { balance: string }) {
  const { t } = useT();
  const badge = accountBadge(balance);
  return <Badge variant={VARIANT[badge]}>{t(badge)}</Badge>;
}
