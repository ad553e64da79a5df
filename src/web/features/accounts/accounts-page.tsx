import { useState } from 'react';
import { History, SlidersHorizontal } from 'lucide-react';
import type { Account } from '@domain/contracts/accounts';
import { isCrypto, tierName } from '@domain/currency';
import { formatAmount } from '@domain/money';
import { DataTable, queryState, type DataTableColumn } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { MoneyText } from '@web/components/ui/money-text';
import { useFailureToast } from '@web/lib/failure';
import { useStaff } from '@web/features/auth';
import { useCryptoEnabled } from '@web/features/settings';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { useAccounts } from './api';
import { BalanceBadge } from './balance-badge';
import { MovementsDialog } from './movements-dialog';

type Open = { dialog: 'adjust' | 'history'; account: Account } | null;

function columns(open: (next: Open) => void, canAdjust: boolean): DataTableColumn<Account>[] {
  return [
    {
      id: 'currency',
      header: 'Currency',
      cell: ({ currency }) => (
        <>
          <div className="font-medium">{currency.code}</div>
          <div className="text-xs text-muted-foreground">{currency.name}</div>
        </>
      ),
    },
    {
      id: 'tier',
      header: 'Tier',
      className: 'text-sm text-muted-foreground',
      cell: ({ currency }) => tierName(currency.tier, isCrypto(currency)),
    },
    {
      id: 'balance',
      header: 'Balance',
      align: 'right',
      cell: ({ balance, currency }) => (
        <MoneyText
          value={formatAmount(balance, currency.decimal_places)}
          symbol={currency.symbol}
          className="font-medium"
        />
      ),
    },
    { id: 'status', header: 'Status', cell: (a) => <BalanceBadge balance={a.balance} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (account) => (
        <div className="flex justify-end gap-2">
          {canAdjust && (
            <Button variant="outline" size="sm" onClick={() => open({ dialog: 'adjust', account })}>
              <SlidersHorizontal />
              Adjust
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => open({ dialog: 'history', account })}>
            <History />
            History
          </Button>
        </div>
      ),
    },
  ];
}

export function AccountsPage() {
  const cryptoEnabled = useCryptoEnabled();
  const accounts = useAccounts(cryptoEnabled ? 'all' : 'fiat');
  const [open, setOpen] = useState<Open>(null);
  const canAdjust = useStaff().can('manager');

  useFailureToast(accounts.error, 'Failed to load accounts');

  return (
    <div>
      <PageHeader
        title="Accounts"
        description="Manage your currency inventory and track balances"
      />
      <Card className="py-2">
        <CardContent className="px-2">
          <DataTable
            columns={columns(setOpen, canAdjust)}
            rows={accounts.data}
            rowKey={(a) => a.id}
            rowProps={(a) => ({ 'data-testid': `account-${a.currency.code}` })}
            {...queryState(accounts, 'accounts')}
            empty={
              <EmptyState
                title="No accounts yet"
                description="Add a currency to open its account."
              />
            }
          />
        </CardContent>
      </Card>
      {open?.dialog === 'adjust' && (
        <AdjustBalanceDialog account={open.account} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === 'history' && (
        <MovementsDialog account={open.account} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
