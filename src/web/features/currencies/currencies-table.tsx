import { Pencil } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import { isCrypto, tierName } from '@domain/currency';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';

export function CurrenciesTable(props: {
  rows: Currency[] | undefined;
  loading: boolean;
  emptyTitle: string;
  onEdit: (currency: Currency) => void;
  onToggleActive: (currency: Currency, active: boolean) => void;
}) {
  if (props.loading) return <Skeleton className="h-48 w-full" />;
  if (!props.rows?.length) return <EmptyState title={props.emptyTitle} />;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Code</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Symbol</TableHead>
          <TableHead>Tier</TableHead>
          <TableHead className="text-right">Rounding</TableHead>
          <TableHead className="text-right">Decimals</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell className="font-medium">
              {c.code}
              {c.crypto_id && (
                <span className="ml-2 text-xs text-muted-foreground">{c.crypto_id}</span>
              )}
            </TableCell>
            <TableCell>{c.name}</TableCell>
            <TableCell>{c.symbol}</TableCell>
            <TableCell>
              <Badge variant="outline">{tierName(c.tier, isCrypto(c))}</Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{c.rounding_factor}</TableCell>
            <TableCell className="text-right tabular-nums">{c.decimal_places}</TableCell>
            <TableCell>
              <div className="flex items-center gap-2">
                <Switch
                  checked={c.is_active}
                  onCheckedChange={(active) => props.onToggleActive(c, active)}
                  aria-label={`${c.code} active`}
                />
                <span className="text-sm text-muted-foreground">
                  {c.is_active ? 'Active' : 'Inactive'}
                </span>
              </div>
            </TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${c.code}`}
                onClick={() => props.onEdit(c)}
              >
                <Pencil />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
