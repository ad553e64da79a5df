import { MinusIcon, TrendingDown, TrendingUp } from 'lucide-react';
import type { CurrencyPerformanceRow } from '@domain/contracts/reports';
import { Dec, toDec } from '@domain/money';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { msg, useFormat, useT } from '@web/i18n';

// The badge's meaning, as docs/decisions/0017 defines it.
const CHANGE_DEFINITION = msg(
  "Change of the currency's value in CAD: the period's trades valued at today's rates against CAD (buying and selling, each at its own rate), compared with their CAD value when booked.",
);

function ChangeBadge({ change }: { change: string | null }) {
  const { t } = useT();
  const { amount } = useFormat();
  if (change === null) return <Badge variant="outline">—</Badge>;
  // The sign and colour follow the figure shown: a change that rounds to 0.00 is no change.
  const shown = toDec(change).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  const Icon = shown.isZero() ? MinusIcon : shown.isNegative() ? TrendingDown : TrendingUp;
  const variant = shown.isZero() ? 'secondary' : shown.isNegative() ? 'destructive' : 'success';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge variant={variant} aria-label={t('Change')} tabIndex={0} className="cursor-help">
          <Icon aria-hidden className="size-3" />
          {shown.gt(0) ? '+' : ''}
          {amount(shown.isZero() ? '0' : shown, 2)}%
        </Badge>
      </TooltipTrigger>
      <TooltipContent>{t(CHANGE_DEFINITION)}</TooltipContent>
    </Tooltip>
  );
}

function Figure(props: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <dt className="text-muted-foreground">{props.label}</dt>
      <dd className="tabular-nums font-medium" data-testid={props.testId}>
        {props.value}
      </dd>
    </div>
  );
}

// SPEC §2's card: code, name, change badge, transactions, volume in, out and net, current rate.
export function PerformanceCard({ row }: { row: CurrencyPerformanceRow }) {
  const { t } = useT();
  const formats = useFormat();
  const amount = (value: string) => formats.amount(value, row.decimal_places);
  return (
    <Card data-testid={`performance-card-${row.code}`}>
      <CardHeader className="flex flex-row items-start justify-between gap-2 space-y-0">
        <div className="min-w-0">
          <CardTitle className="text-lg">{row.code}</CardTitle>
          <p className="truncate text-sm text-muted-foreground">{formats.currencyName(row)}</p>
        </div>
        <ChangeBadge change={row.change_percent} />
      </CardHeader>
      <CardContent>
        <dl className="grid gap-1.5 text-sm">
          <Figure label={t('Transactions')} value={String(row.transaction_count)} testId="count" />
          <Figure label={t('Volume In')} value={amount(row.volume_in)} testId="volume-in" />
          <Figure label={t('Volume Out')} value={amount(row.volume_out)} testId="volume-out" />
          <Figure label={t('Net Volume')} value={amount(row.net_volume)} testId="net-volume" />
          <Figure
            label={t('Current Rate')}
            value={row.current_rate === null ? '—' : formats.amount(row.current_rate, 4)}
            testId="current-rate"
          />
        </dl>
      </CardContent>
    </Card>
  );
}
