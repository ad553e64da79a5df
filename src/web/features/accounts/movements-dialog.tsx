import { useState } from 'react';
import { format } from 'date-fns';
import type { Account } from '@domain/contracts/accounts';
import { formatAmount } from '@domain/money';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { PaginationFooter } from '@web/components/ui/pagination-footer';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { MOVEMENTS_PAGE_SIZE, useMovements } from './api';

const REASON_LABEL = { exchange: 'Exchange', adjustment: 'Adjustment', reversal: 'Reversal' };

export function MovementsDialog(props: { account: Account; onClose: () => void }) {
  const { account } = props;
  const [offset, setOffset] = useState(0);
  const movements = useMovements(account.id, offset);
  const places = account.currency.decimal_places;

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{`${account.currency.code} Balance History`}</DialogTitle>
          <DialogDescription>Every change to this balance, newest first.</DialogDescription>
        </DialogHeader>
        {movements.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : movements.error ? (
          <p className="text-sm text-destructive">Failed to load balance history</p>
        ) : movements.data.total === 0 ? (
          <EmptyState title="No balance changes yet" />
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Reason</TableHead>
                  <TableHead className="text-right">Change</TableHead>
                  <TableHead className="text-right">Balance After</TableHead>
                  <TableHead>By</TableHead>
                  <TableHead>Note</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {movements.data.rows.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell className="whitespace-nowrap">
                      {format(new Date(m.created_at), 'MMM dd, yyyy HH:mm')}
                    </TableCell>
                    <TableCell>{REASON_LABEL[m.reason]}</TableCell>
                    <TableCell
                      className={cn(
                        'text-right tabular-nums',
                        m.amount.startsWith('-') ? 'text-destructive' : 'text-success',
                      )}
                    >
                      {`${m.amount.startsWith('-') ? '' : '+'}${formatAmount(m.amount, places)}`}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatAmount(m.balance_after, places)}
                    </TableCell>
                    <TableCell>{m.user ? m.user.name || m.user.email : 'Unknown'}</TableCell>
                    <TableCell className="max-w-48 truncate" title={m.note ?? undefined}>
                      {m.note ?? ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PaginationFooter
              offset={offset}
              pageSize={MOVEMENTS_PAGE_SIZE}
              total={movements.data.total}
              noun="changes"
              onPrevious={() => setOffset(Math.max(0, offset - MOVEMENTS_PAGE_SIZE))}
              onNext={() => setOffset(offset + MOVEMENTS_PAGE_SIZE)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
