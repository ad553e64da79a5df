import { useState } from 'react';
import type { Account, Movement } from '@domain/contracts/accounts';
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
import { BureauTime } from '@web/shared/bureau-time';
import { msg, useFormat, useT, type Formats } from '@web/i18n';
import { MOVEMENTS_PAGE_SIZE, useMovements } from './api';

const REASON_LABEL: Record<Movement['reason'], string> = {
  exchange: msg('Exchange'),
  adjustment: msg('Adjustment'),
  reversal: msg('Reversal'),
  transfer: msg('Transfer'),
  over_short: msg('Over/short'),
};

function columns(
  t: ReturnType<typeof useT>['t'],
  format: Formats,
  places: number,
): DataTableColumn<Movement>[] {
  const signed = (amount: string) =>
    `${amount.startsWith('-') ? '' : '+'}${format.amount(amount, places)}`;
  return [
    {
      id: 'date',
      header: t('Date'),
      className: 'whitespace-nowrap',
      cell: (m) => <BureauTime value={m.created_at} style="minute" />,
    },
    { id: 'reason', header: t('Reason'), cell: (m) => t(REASON_LABEL[m.reason]) },
    { id: 'location', header: t('Location'), cell: (m) => m.location.name },
    {
      id: 'change',
      header: t('Change'),
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
      header: t('Balance After'),
      align: 'right',
      className: 'tabular-nums',
      cell: (m) => format.amount(m.balance_after, places),
    },
    {
      id: 'by',
      header: t('By'),
      cell: (m) => (m.user ? m.user.name || m.user.email : t('Unknown')),
    },
    {
      id: 'note',
      header: t('Note'),
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
  const { t } = useT();
  const format = useFormat();

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {t('{{code}} Balance History', { code: account.currency.code })}
          </DialogTitle>
          <DialogDescription>{t('Every change to this balance, newest first.')}</DialogDescription>
        </DialogHeader>
        <DataTable
          columns={columns(t, format, account.currency.decimal_places)}
          rows={movements.data?.rows}
          rowKey={(m) => m.id}
          {...queryState(movements, t('the balance history'))}
          paging={{
            page,
            pageSize: MOVEMENTS_PAGE_SIZE,
            total: movements.data?.total ?? 0,
            noun: msg('changes'),
            onPageChange: setPage,
          }}
          empty={<EmptyState title={t('No balance changes yet')} />}
        />
      </DialogContent>
    </Dialog>
  );
}
