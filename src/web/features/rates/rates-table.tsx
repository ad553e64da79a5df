import { format } from 'date-fns';
import { ArrowRight, Pencil, Trash2 } from 'lucide-react';
import type { CurrencyRate } from '@domain/contracts/rates';
import { formatAmount } from '@domain/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';

// SPEC §9: rates are displayed to 4 decimals.
const RATE_PLACES = 4;

function status(rate: CurrencyRate) {
  if (rate.is_current) return <Badge variant="success">Current</Badge>;
  if (new Date(rate.effective_date) > new Date()) return <Badge variant="warning">Scheduled</Badge>;
  return <Badge variant="outline">Superseded</Badge>;
}

export function RatesTable(props: {
  rows: CurrencyRate[];
  onEdit: (rate: CurrencyRate) => void;
  onDelete: (rate: CurrencyRate) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Currency Pair</TableHead>
          <TableHead className="text-right">Buy Rate</TableHead>
          <TableHead className="text-right">Sell Rate</TableHead>
          <TableHead>Effective</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((rate) => {
          const pair = `${rate.from_currency.code} → ${rate.to_currency.code}`;
          return (
            <TableRow key={rate.id}>
              <TableCell>
                <div className="flex items-center gap-1.5 font-medium">
                  {rate.from_currency.code}
                  <ArrowRight className="size-3.5 text-muted-foreground" aria-label="to" />
                  {rate.to_currency.code}
                </div>
                <div className="text-xs text-muted-foreground">
                  {rate.from_currency.name} to {rate.to_currency.name}
                </div>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatAmount(rate.buy_rate, RATE_PLACES)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatAmount(rate.sell_rate, RATE_PLACES)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {format(new Date(rate.effective_date), 'MMM dd, yyyy HH:mm')}
              </TableCell>
              <TableCell>{status(rate)}</TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${pair}`}
                  onClick={() => props.onEdit(rate)}
                >
                  <Pencil />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${pair}`}
                  onClick={() => props.onDelete(rate)}
                >
                  <Trash2 className="text-destructive" />
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
