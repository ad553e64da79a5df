import type { RiskLevel } from '@domain/constants';
import { Badge } from '@web/components/ui/badge';

export const RISK_LABELS: Record<RiskLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};
const VARIANT = { low: 'success', medium: 'warning', high: 'destructive' } as const;

export function RiskBadge({ level }: { level: RiskLevel }) {
  return <Badge variant={VARIANT[level]}>{level.toUpperCase()}</Badge>;
}
