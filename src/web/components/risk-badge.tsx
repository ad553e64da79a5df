import type { TFunction } from 'i18next';
import type { RiskLevel } from '@domain/constants';
import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/i18n';

/** A risk level in the screen's language. 'Low' takes the risk's context: a low risk is
 * 'Faible' in French, a low balance 'Bas'. */
export function riskLabel(level: RiskLevel, t: TFunction): string {
  if (level === 'low') return t('Low', { context: 'risk' });
  return level === 'medium' ? t('Medium') : t('High');
}

const VARIANT = { low: 'success', medium: 'warning', high: 'destructive' } as const;

export function RiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useT();
  // 'LOW' as SPEC shows it; 'FAIBLE' in French.
  return <Badge variant={VARIANT[level]}>{riskLabel(level, t).toUpperCase()}</Badge>;
}
