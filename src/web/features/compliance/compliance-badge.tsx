import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/i18n';
import { useDueSoonCount } from './api';

// How many reports and alerts are overdue or due within 3 days; nothing when none are.
export function ComplianceBadge() {
  const { t } = useT();
  const count = useDueSoonCount();
  if (!count.data) return null;
  return (
    <Badge
      variant="destructive"
      className="ml-1 h-5 min-w-5 rounded-full px-1.5 tabular-nums"
      aria-label={t('{{count}} due within 3 days', { count: count.data })}
    >
      {count.data}
    </Badge>
  );
}
