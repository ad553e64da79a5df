import { Link } from 'react-router';
import { ArrowLeftRight, ClipboardCheck, LockOpen, Lock } from 'lucide-react';
import type { TillState } from '@domain/contracts/cash';
import { DataTable, queryState, type DataTableColumn } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { BureauTime } from '@web/shared/bureau-time';
import { msg, Trans, useT } from '@web/i18n';
import { useTills } from './api';
import { BalanceList } from './balance-list';
import { SessionStatusBadge } from './session-status';
import { useTillRoles } from './use-till-roles';

type Roles = ReturnType<typeof useTillRoles>;

function TillActions(props: {
  till: TillState;
  roles: Roles;
  hasOwnSession: boolean;
  onTransfer: (till: TillState) => void;
}) {
  const { till, roles } = props;
  const { t } = useT();
  const session = till.session?.status === 'closed' ? null : till.session;
  if (!till.is_active) return null;
  if (!session) {
    // One till per member: someone with a till of their own closes it first.
    if (props.hasOwnSession) return null;
    return (
      <Button asChild size="sm">
        <Link to={`/tills/${till.id}/open`}>
          {/* 'Open' is also a state (Ouverte): the action takes its own context. */}
          <LockOpen /> {t('Open', { context: 'action' })}
        </Link>
      </Button>
    );
  }
  if (!roles.mayActOn(session)) return null;
  if (session.status === 'awaiting_signoff') {
    return (
      <Button asChild size="sm" variant="outline">
        <Link to={`/till-sessions/${session.id}`}>
          <ClipboardCheck /> {t('Review')}
        </Link>
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      <Button size="sm" variant="outline" onClick={() => props.onTransfer(till)}>
        <ArrowLeftRight /> {t('Transfer')}
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to={`/till-sessions/${session.id}/close`}>
          <Lock /> {t('Close')}
        </Link>
      </Button>
    </div>
  );
}

function StateCell({ till }: { till: TillState }) {
  const { t } = useT();
  const session = till.session?.status === 'closed' ? null : till.session;
  if (!till.is_active)
    return <span className="text-sm text-muted-foreground">{t('Inactive')}</span>;
  if (!session) return <SessionStatusBadge status="closed" />;
  return (
    <div className="grid gap-1">
      <SessionStatusBadge status={session.status} />
      <span className="text-xs text-muted-foreground">
        <Trans
          t={t}
          i18nKey={msg('by {{teller}} since <time/>')}
          values={{ teller: session.teller.name }}
          components={{ time: <BureauTime value={session.opened_at} style="minute" /> }}
        />
      </span>
    </div>
  );
}

function columns(
  t: ReturnType<typeof useT>['t'],
  roles: Roles,
  hasOwnSession: boolean,
  onTransfer: (till: TillState) => void,
): DataTableColumn<TillState>[] {
  const actions = (till: TillState) => (
    <TillActions till={till} roles={roles} hasOwnSession={hasOwnSession} onTransfer={onTransfer} />
  );
  return [
    {
      id: 'till',
      header: t('Till'),
      cell: (till) => (
        <>
          {till.session && till.session.status !== 'closed' ? (
            <Link to={`/till-sessions/${till.session.id}`} className="font-medium hover:underline">
              {till.name}
            </Link>
          ) : (
            <span className="font-medium">{till.name}</span>
          )}
          {/* On a phone the actions sit under the till's name, not off the screen's edge. */}
          <div className="mt-2 empty:hidden sm:hidden">{actions(till)}</div>
        </>
      ),
    },
    {
      id: 'state',
      header: t('State'),
      className: 'min-w-44',
      cell: (till) => <StateCell till={till} />,
    },
    {
      id: 'balances',
      header: t('Holds'),
      align: 'right',
      cell: (till) => <BalanceList balances={till.balances} />,
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      className: 'max-sm:hidden',
      headClassName: 'max-sm:hidden',
      cell: actions,
    },
  ];
}

export function TillsTable(props: {
  hasOwnSession: boolean;
  onTransfer: (till: TillState) => void;
}) {
  const tills = useTills();
  const roles = useTillRoles();
  const { t } = useT();
  return (
    <DataTable
      columns={columns(t, roles, props.hasOwnSession, props.onTransfer)}
      rows={tills.data}
      rowKey={(till) => till.id}
      rowProps={(till) => ({ 'data-testid': `till-${till.name}` })}
      {...queryState(tills, t('tills'))}
      empty={
        <EmptyState
          title={t('No tills yet')}
          description={t('The owner adds tills in Settings.')}
        />
      }
    />
  );
}
