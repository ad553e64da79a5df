import { useState } from 'react';
import { History, SlidersHorizontal } from 'lucide-react';
import type { Account } from '@domain/contracts/accounts';
import { isCrypto, tierName } from '@domain/currency';
import { formatAmount } from '@domain/money';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { MoneyText } from '@web/components/ui/money-text';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { useFailureToast } from '@web/lib/failure';
import { useCryptoEnabled } from '@web/features/settings';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { useAccounts } from './api';
import { BalanceBadge } from './balance-badge';
import { MovementsDialog } from './movements-dialog';

type Open = { dialog: 'adjust' | 'history'; account: Account } | null;

export function AccountsPage() {
  const cryptoEnabled = useCryptoEnabled();
  const accounts = useAccounts(cryptoEnabled ? 'all' : 'fiat');
  const [open, setOpen] = useState<Open>(null);

  useFailureToast(accounts.error, 'Failed to load accounts');

  return (
    <div>
      <PageHeader
        title="Accounts"
        description="Manage your currency inventory and track balances"
      />
      <Card className="py-2">
        <CardContent className="px-2">
          {accounts.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : !accounts.data?.length ? (
            <EmptyState title="No accounts yet" description="Add a currency to open its account." />
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Currency</TableHead>
                  <TableHead>Tier</TableHead>
                  <TableHead className="text-right">Balance</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {accounts.data.map((account) => {
                  const { currency } = account;
                  return (
                    <TableRow key={account.id} data-testid={`account-${currency.code}`}>
                      <TableCell>
                        <div className="font-medium">{currency.code}</div>
                        <div className="text-xs text-muted-foreground">{currency.name}</div>
                      </TableCell>
                      <TableCell className="text-sm text-muted-foreground">
                        {tierName(currency.tier, isCrypto(currency))}
                      </TableCell>
                      <TableCell className="text-right">
                        <MoneyText
                          value={formatAmount(account.balance, currency.decimal_places)}
                          symbol={currency.symbol}
                          className="font-medium"
                        />
                      </TableCell>
                      <TableCell>
                        <BalanceBadge balance={account.balance} />
                      </TableCell>
                      <TableCell className="text-right">
                        <div className="flex justify-end gap-2">
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setOpen({ dialog: 'adjust', account })}
                          >
                            <SlidersHorizontal />
                            Adjust
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => setOpen({ dialog: 'history', account })}
                          >
                            <History />
                            History
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
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
