import { Link } from 'react-router';
import type { TillSession } from '@domain/contracts/cash';
import { isZero, toDec } from '@domain/money';
import { DataTable, queryState, type DataTableColumn } from '@web/components/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { BureauTime } from '@web/shared/bureau-time';
import { useFormat, useT } from '@web/i18n';
import { useTillSessions } from './api';
import { SessionStatusBadge } from './session-status';

// The close's variances, only the currencies that were off; nothing before the count.
function VarianceCell({ session }: { session: TillSession }) {
  const { t } = useT();
  const format = useFormat();
  if (session.closing.length === 0) return <span className="text-muted-foreground">—</span>;
  const off = session.closing.filter((c) => !isZero(c.variance));
  if (off.length === 0) return <span className="text-muted-foreground">{t('None')}</span>;
  return (
    <ul className="grid gap-0.5 tabular-nums">
      {off.map((c) => (
        <li
          key={c.currency_id}
          className={toDec(c.variance).isNegative() ? 'text-destructive' : 'text-success'}
        >
          {`${toDec(c.variance).isNegative() ? '' : '+'}${format.money(c.variance, c.decimal_places, c.code)}`}
        </li>
      ))}
    </ul>
  );
}

const columns = (t: ReturnType<typeof useT>['t']): DataTableColumn<TillSession>[] => [
  {
    id: 'till',
    header: t('Till'),
    cell: (s) => (
      <Link to={`/till-sessions/${s.id}`} className="font-medium hover:underline">
        {s.till.name}
      </Link>
    ),
  },
  { id: 'teller', header: t('Teller'), cell: (s) => s.teller.name },
  {
    id: 'opened',
    header: t('Opened'),
    className: 'whitespace-nowrap',
    cell: (s) => <BureauTime value={s.opened_at} style="minute" />,
  },
  {
    id: 'closed',
    header: t('Closed', { context: 'session' }),
    className: 'whitespace-nowrap',
    cell: (s) => (s.closed_at ? <BureauTime value={s.closed_at} style="minute" /> : '—'),
  },
  { id: 'status', header: t('Status'), cell: (s) => <SessionStatusBadge status={s.status} /> },
  {
    id: 'variance',
    header: t('Variance'),
    align: 'right',
    cell: (s) => <VarianceCell session={s} />,
  },
];

export function SessionHistory(props: { date: string }) {
  const sessions = useTillSessions(props.date);
  const { t } = useT();
  return (
    <DataTable
      columns={columns(t)}
      rows={sessions.data}
      rowKey={(s) => s.id}
      rowProps={(s) => ({ 'data-testid': `session-${s.id}` })}
      skeletonRows={2}
      {...queryState(sessions, t('till sessions'))}
      empty={<EmptyState title={t('No till sessions to show for that day')} />}
    />
  );
}
