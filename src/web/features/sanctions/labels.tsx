import type { ScreeningHitView, ScreeningStatus } from '@domain/contracts/sanctions';
import { Badge } from '@web/components/ui/badge';

type Reason = ScreeningHitView['reasons'][number];
type HitStatus = ScreeningHitView['status'];

// Why the matcher put a customer beside a listed party, in words a manager reads.
export const REASON_LABELS: Record<Reason, string> = {
  name: 'Name matches the listed name',
  alias: 'Name matches an alias',
  birth_date: 'Same date of birth',
  birth_year: 'Same year of birth',
  birth_date_differs: 'Date of birth differs',
};

export const HIT_STATUS_LABELS: Record<HitStatus, string> = {
  open: 'To review',
  cleared: 'Not a match',
  confirmed: 'Confirmed match',
};

export const STRENGTH_LABELS = { possible: 'Possible', strong: 'Strong' } as const;

// A score from 0 to 1 as a percentage with one decimal: "0.9312" is "93.1 %".
export function scoreText(score: string): string {
  return `${(Number(score) * 100).toFixed(1)} %`;
}

export function StrengthBadge({ strength }: { strength: ScreeningHitView['strength'] }) {
  return (
    <Badge variant={strength === 'strong' ? 'destructive' : 'warning'}>
      {STRENGTH_LABELS[strength]}
    </Badge>
  );
}

export function HitStatusBadge({ status }: { status: HitStatus }) {
  const variant =
    status === 'open' ? 'warning' : status === 'confirmed' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{HIT_STATUS_LABELS[status]}</Badge>;
}

/** A customer's or company's screening status: nothing while clear. */
export function ScreeningBadge({ status }: { status: ScreeningStatus }) {
  if (status === 'clear') return null;
  return status === 'frozen' ? (
    <Badge variant="destructive">Frozen</Badge>
  ) : (
    <Badge variant="warning">Screening hold</Badge>
  );
}
