import type { RiskLevel } from '@domain/constants';
import { Badge } from '@web/components/ui/badge';
import { msg, useT } from '@web/i18n';

// English, translated where shown: t(RISK_LABELS[level]).
export const RISK_LABELS: Record<RiskLevel, string> = {
  low: msg('Low'),
  medium: msg('Medium'),
  high: msg('High'),
};
const VARIANT = { low: 'success', medium: 'warning', high: 'destructive' } as const;

export function RiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useT();
  // 'LOW' as SPEC shows it; 'FAIBLE' in French.
  return <Badge variant={VARIANT[level]}>{t(RISK_LABELS[level]).toUpperCase()}</Badge>;
}
