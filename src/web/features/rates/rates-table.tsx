import { ArrowRight, Pencil, Trash2 } from 'lucide-react';
import type { CurrencyRate } from '@domain/contracts/rates';
import { formatAmount } from '@domain/money';
import type { DataTableColumn } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { BureauTime } from '@web/features/settings';

// SPEC §9: rates are displayed to 4 decimals.
const RATE_PLACES = 4;

function status(rate: CurrencyRate) {
  if (rate.is_current) return <Badge variant="success">Current</Badge>;
  if (new Date(rate.effective_date) > new Date()) return <Badge variant="warning">Scheduled</Badge>;
  return <Badge variant="outline">Superseded</Badge>;
}

// Computed from the reference (and from which day's mid), or manual (and pinned until when).
function origin(rate: CurrencyRate) {
  if (rate.origin === 'computed') {
    return (
      <>
        <Badge variant="secondary">Computed</Badge>
        {rate.reference_observed_on && (
          <div className="text-xs text-muted-foreground">
            mid {rate.reference_mid} of {rate.reference_observed_on}
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <Badge variant="outline">Manual</Badge>
      {rate.pinned_until && (
        <div className="text-xs whitespace-nowrap text-muted-foreground">
          pinned until <BureauTime value={rate.pinned_until} style="minute" />
        </div>
      )}
    </>
  );
}

const pairName = (rate: CurrencyRate) => `${rate.from_currency.code} → ${rate.to_currency.code}`;

// The columns of the rates list, with edit and delete per row.
export function rateColumns(actions: {
  onEdit: (rate: CurrencyRate) => void;
  onDelete: (rate: CurrencyRate) => void;
}): DataTableColumn<CurrencyRate>[] {
  return [
    {
      id: 'pair',
      header: 'Currency Pair',
      cell: (rate) => (
        <>
          <div className="flex items-center gap-1.5 font-medium">
            {rate.from_currency.code}
            <ArrowRight className="size-3.5 text-muted-foreground" aria-label="to" />
            {rate.to_currency.code}
          </div>
          <div className="text-xs text-muted-foreground">
            {rate.from_currency.name} to {rate.to_currency.name}
          </div>
        </>
      ),
    },
    {
      id: 'buy',
      header: 'Buy Rate',
      align: 'right',
      className: 'tabular-nums',
      cell: (rate) => formatAmount(rate.buy_rate, RATE_PLACES),
    },
    {
      id: 'sell',
      header: 'Sell Rate',
      align: 'right',
      className: 'tabular-nums',
      cell: (rate) => formatAmount(rate.sell_rate, RATE_PLACES),
    },
    {
      id: 'effective',
      header: 'Effective',
      className: 'whitespace-nowrap',
      cell: (rate) => <BureauTime value={rate.effective_date} style="minute" />,
    },
    { id: 'origin', header: 'Origin', cell: origin },
    { id: 'status', header: 'Status', cell: status },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (rate) => (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${pairName(rate)}`}
            onClick={() => actions.onEdit(rate)}
          >
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${pairName(rate)}`}
            onClick={() => actions.onDelete(rate)}
          >
            <Trash2 className="text-destructive" />
          </Button>
        </>
      ),
    },
  ];
}
