import type { ScreeningHitView } from '@domain/contracts/sanctions';
import { toDec } from '@domain/money';
import { Badge } from '@web/components/ui/badge';
import { msg, useT, type Formats } from '@web/i18n';

type Reason = ScreeningHitView['reasons'][number];
type HitStatus = ScreeningHitView['status'];

// The screening status badge lives in `screening-badge.tsx`: lists of customers and companies
// show it without the score arithmetic (decimal.js) of these labels.

// Why the matcher put a customer beside a listed party, in words a manager reads.
export const REASON_LABELS: Record<Reason, string> = {
  name: msg('Name matches the listed name'),
  alias: msg('Name matches an alias'),
  birth_date: msg('Same date of birth'),
  birth_year: msg('Same year of birth'),
  birth_date_differs: msg('Date of birth differs'),
};

export const HIT_STATUS_LABELS: Record<HitStatus, string> = {
  open: msg('To review'),
  cleared: msg('Not a match'),
  confirmed: msg('Confirmed match'),
};

export const STRENGTH_LABELS = { possible: msg('Possible'), strong: msg('Strong') } as const;

// A score from 0 to 1 as a percentage with one decimal: "0.9312" is "93.1 %" ("93,1 %" in
// French, the sign kept apart by a non-breaking space).
export function scoreText(score: string, format: Pick<Formats, 'decimal' | 'language'>): string {
  const percent = format.decimal(toDec(score).times(100).toFixed(1));
  return format.language === 'fr' ? `${percent}\u00a0%` : `${percent} %`;
}

export function StrengthBadge({ strength }: { strength: ScreeningHitView['strength'] }) {
  const { t } = useT();
  return (
    <Badge variant={strength === 'strong' ? 'destructive' : 'warning'}>
      {t(STRENGTH_LABELS[strength])}
    </Badge>
  );
}

export function HitStatusBadge({ status }: { status: HitStatus }) {
  const { t } = useT();
  const variant =
    status === 'open' ? 'warning' : status === 'confirmed' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{t(HIT_STATUS_LABELS[status])}</Badge>;
}
