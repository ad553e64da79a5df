import { Badge } from '@web/components/ui/badge';
import { useStaff } from '@web/features/auth';
import { useOpenHitCount } from '@web/features/sanctions';
import { useT } from '@web/i18n';
import { useDueSoonCount } from './api';

// How many reports and alerts are overdue or due within 3 days, and for managers how many
// sanctions matches wait for review; nothing when none are.
export function ComplianceBadge() {
  const { t } = useT();
  const count = useDueSoonCount();
  const matches = useOpenHitCount(useStaff().can('manager'));
  const due = count.data ?? 0;
  const open = matches.data ?? 0;
  if (due + open === 0) return null;
  const parts = [
    ...(due > 0 || open === 0 ? [t('{{count}} due within 3 days', { count: due })] : []),
    ...(open > 0
      ? [
          open === 1
            ? t('{{count}} sanctions match to review', { count: open })
            : t('{{count}} sanctions matches to review', { count: open }),
        ]
      : []),
  ];
  return (
    <Badge
      variant="destructive"
      className="ml-1 h-5 min-w-5 rounded-full px-1.5 tabular-nums"
      aria-label={parts.join(', ')}
    >
      {due + open}
    </Badge>
  );
}
