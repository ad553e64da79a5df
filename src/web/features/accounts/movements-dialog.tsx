import { useState } from 'react';
import type { Account, Movement } from '@domain/contracts/accounts';
import { formatAmount } from '@domain/money';
import { DataTable, queryState, type DataTableColumn } from '@web/components/data-table';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { cn } from '@web/lib/cn';
import { BureauTime } from '@web/features/settings';
import { MOVEMENTS_PAGE_SIZE, useMovements } from './api';

const REASON_LABEL: Record<Movement['reason'], string> = {
  exchange: 'Exchange',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
  transfer: 'Transfer',
  over_short: 'Over/short',
};

function columns(places: number): DataTableColumn<Movement>[] {
  const signed = (amount: string) =>
    `${amount.startsWith('-') ? '' : '+'}${formatAmount(amount, places)}`;
  return [
    {
      id: 'date',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (m) => <BureauTime value={m.created_at} style="minute" />,
    },
    { id: 'reason', header: 'Reason', cell: (m) => REASON_LABEL[m.reason] },
    { id: 'location', header: 'Location', cell: (m) => m.location.name },
    {
      id: 'change',
      header: 'Change',
      align: 'right',
      cell: (m) => (
        <span
          className={cn(
            'tabular-nums',
            m.amount.startsWith('-') ? 'text-destructive' : 'text-success',
          )}
        >
          {signed(m.amount)}
        </span>
      ),
    },
    {
      id: 'balance',
      header: 'Balance After',
      align: 'right',
      className: 'tabular-nums',
      cell: (m) => formatAmount(m.balance_after, places),
    },
    {
      id: 'by',
      header: 'By',
      cell: (m) => (m.user ? m.user.name || m.user.email : 'Unknown'),
    },
    {
      id: 'note',
      header: 'Note',
      className: 'max-w-48 truncate',
      cell: (m) => <span title={m.note ?? undefined}>{m.note ?? ''}</span>,
    },
  ];
}

// A balance's history, newest first. Its page lives in the dialog, not in the URL: closing
// the dialog forgets it.
export function MovementsDialog(props: { account: Account; onClose: () => void }) {
  const { account } = props;
  const [page, setPage] = useState(1);
  const movements = useMovements(account.id, (page - 1) * MOVEMENTS_PAGE_SIZE);

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{`${account.currency.code} Balance History`}</DialogTitle>
          <DialogDescription>Every change to this balance, newest first.</DialogDescription>
        </DialogHeader>
        <DataTable
          columns={columns(account.currency.decimal_places)}
          rows={movements.data?.rows}
          rowKey={(m) => m.id}
          {...queryState(movements, 'the balance history')}
          paging={{
            page,
            pageSize: MOVEMENTS_PAGE_SIZE,
            total: movements.data?.total ?? 0,
            noun: 'changes',
            onPageChange: setPage,
          }}
          empty={<EmptyState title="No balance changes yet" />}
        />
      </DialogContent>
    </Dialog>
  );
}
