import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck, ListChecks } from 'lucide-react';
import type { CashTransfer, TransferStatus } from '@domain/contracts/transfers';
import { isZero, toDec } from '@domain/money';
import { DataTable, type DataTableColumn } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { BureauTime } from '@web/shared/bureau-time';
import { msg, useFormat, useT } from '@web/i18n';
import { HandoverSignoffDialog } from './handover-signoff-dialog';
import { useTillRoles } from './use-till-roles';

// Cash handed over between the vault and the tills, each as sent and as counted by whoever
// received it (docs/decisions/0059), with what the signed-in member may do next.

const STATUS_TEXT: Record<TransferStatus, string> = {
  awaiting_count: msg('Awaiting count'),
  awaiting_signoff: msg('Awaiting sign-off'),
  received: msg('Received'),
};
const VARIANT = {
  awaiting_count: 'warning',
  awaiting_signoff: 'warning',
  received: 'success',
} as const satisfies Record<TransferStatus, 'warning' | 'success'>;

const SIDE_TEXT = { sender: msg("sender's"), receiver: msg("receiver's") } as const;

type T = ReturnType<typeof useT>['t'];
type Format = ReturnType<typeof useFormat>;

function VarianceCell({ transfer }: { transfer: CashTransfer }) {
  const { t } = useT();
  const format = useFormat();
  const count = transfer.count;
  if (!count) return <span className="text-muted-foreground">—</span>;
  if (isZero(count.variance)) return <span className="text-muted-foreground">{t('None')}</span>;
  const negative = toDec(count.variance).isNegative();
  const side = transfer.signoff?.side ?? count.booked_side;
  return (
    <span className={negative ? 'text-destructive' : 'text-success'}>
      {`${negative ? '' : '+'}${format.money(count.variance, transfer.decimal_places, transfer.code)}`}
      {side && <span className="block text-xs text-muted-foreground">{t(SIDE_TEXT[side])}</span>}
    </span>
  );
}

const columns = (
  t: T,
  format: Format,
  action: (transfer: CashTransfer) => React.ReactNode,
): DataTableColumn<CashTransfer>[] => [
  {
    id: 'when',
    header: t('Time'),
    className: 'whitespace-nowrap',
    cell: (h) => <BureauTime value={h.created_at} style="minute" />,
  },
  {
    id: 'route',
    header: t('From → To'),
    cell: (h) => (
      <span>
        {h.from.name} → {h.to.name}
        {h.from.kind === 'till' && h.to.kind === 'vault' && (
          <span className="ml-1 text-xs text-muted-foreground">({t('drop')})</span>
        )}
      </span>
    ),
  },
  {
    id: 'sent',
    header: t('Sent'),
    align: 'right',
    cell: (h) =>
      h.amount === null ? (
        <span className="text-muted-foreground">{t('Blind until counted')}</span>
      ) : (
        format.money(h.amount, h.decimal_places, h.code)
      ),
  },
  {
    id: 'counted',
    header: t('Counted'),
    align: 'right',
    cell: (h) => (h.count ? format.money(h.count.total, h.decimal_places, h.code) : <span>—</span>),
  },
  {
    id: 'variance',
    header: t('Variance'),
    align: 'right',
    cell: (h) => <VarianceCell transfer={h} />,
  },
  {
    id: 'status',
    header: t('Status'),
    cell: (h) => <Badge variant={VARIANT[h.status]}>{t(STATUS_TEXT[h.status])}</Badge>,
  },
  { id: 'action', header: <span className="sr-only">{t('Actions')}</span>, cell: action },
];

/** Whether the signed-in member counts this handover: the receiving till's teller; a manager at the vault. */
function useMayCount() {
  const roles = useTillRoles();
  return (h: CashTransfer, receivingTellerId: string | null) =>
    h.status === 'awaiting_count' &&
    (h.to.kind === 'vault' ? roles.isManager : receivingTellerId === roles.myId);
}

export function HandoverTable(props: {
  rows: CashTransfer[] | undefined;
  // The teller of the receiving till, when the table is of one session's till.
  tellerOf: (h: CashTransfer) => string | null;
  empty: React.ReactNode;
  loading?: boolean;
}) {
  const { t } = useT();
  const format = useFormat();
  const roles = useTillRoles();
  const mayCount = useMayCount();
  const [signing, setSigning] = useState<CashTransfer | null>(null);
  const action = (h: CashTransfer) => {
    if (mayCount(h, props.tellerOf(h))) {
      return (
        <Button asChild size="sm">
          <Link to={`/handovers/${h.id}/count`}>
            <ListChecks /> {t('Count')}
          </Link>
        </Button>
      );
    }
    if (h.status === 'awaiting_signoff' && roles.isManager) {
      return (
        <Button size="sm" variant="outline" onClick={() => setSigning(h)}>
          <ClipboardCheck /> {t('Sign Off')}
        </Button>
      );
    }
    return null;
  };
  return (
    <>
      <DataTable
        columns={columns(t, format, action)}
        rows={props.rows}
        rowKey={(h) => h.id}
        rowProps={(h) => ({ 'data-testid': `handover-${h.id}` })}
        skeletonRows={1}
        loading={props.loading ?? false}
        empty={props.empty}
      />
      {signing && <HandoverSignoffDialog transfer={signing} onClose={() => setSigning(null)} />}
    </>
  );
}
