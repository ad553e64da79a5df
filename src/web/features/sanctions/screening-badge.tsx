import type { ScreeningStatus } from '@domain/contracts/sanctions';
import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/i18n';

/** A customer's or company's screening status: nothing while clear. */
export function ScreeningBadge({ status }: { status: ScreeningStatus }) {
  const { t } = useT();
  if (status === 'clear') return null;
  return status === 'frozen' ? (
    <Badge variant="destructive">{t('Frozen')}</Badge>
  ) : (
    <Badge variant="warning">{t('Screening hold')}</Badge>
  );
}
