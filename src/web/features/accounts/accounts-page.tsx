import { useState } from 'react';
import { ChevronRight, History, SlidersHorizontal } from 'lucide-react';
import type { Account } from '@domain/contracts/accounts';
import { isCrypto, tierName } from '@domain/currency';
import { type DataTableColumn } from '@web/components/data-table';
import { ListPage } from '@web/components/list-page';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { MoneyText } from '@web/components/ui/money-text';
import { cn } from '@web/lib/cn';
import { useFailureToast } from '@web/lib/failure';
import { useStaff } from '@web/features/auth';
import { useCryptoEnabled } from '@web/shared/settings';
import { useFormat, useT, type Formats } from '@web/i18n';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { useAccounts } from './api';
import { BalanceBadge } from './balance-badge';
import { LocationSplit } from './location-split';
import { MovementsDialog } from './movements-dialog';

type Open = { dialog: 'adjust' | 'history'; account: Account } | null;

const splitId = (account: Account) => `locations-${account.id}`;

function columns(
  t: ReturnType<typeof useT>['t'],
  format: Formats,
  open: (next: Open) => void,
  canAdjust: boolean,
  expanded: ReadonlySet<string>,
  toggle: (id: string) => void,
): DataTableColumn<Account>[] {
  return [
    {
      id: 'currency',
      header: t('Currency'),
      cell: (account) => {
        const name = (
          <span>
            <span className="block font-medium">{account.currency.code}</span>
            <span className="block text-xs text-muted-foreground">
              {format.currencyName(account.currency)}
            </span>
          </span>
        );
        // Where the cash is, till by till, is for managers (blind close): a teller sees totals.
        if (!canAdjust) return name;
        const shown = expanded.has(account.id);
        // The button's name holds its visible text (WCAG 2.5.3): the code, then "by location";
        // the currency's name is read after it, outside the button.
        return (
          <span className="block">
            <button
              type="button"
              className="-m-1 flex items-center gap-1.5 rounded-md p-1 text-left font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-expanded={shown}
              aria-controls={shown ? splitId(account) : undefined}
              aria-label={t('{{code}} by location', { code: account.currency.code })}
              onClick={() => toggle(account.id)}
            >
              <ChevronRight
                className={cn(
                  'size-4 shrink-0 text-muted-foreground transition-transform',
                  shown && 'rotate-90',
                )}
                aria-hidden
              />
              {account.currency.code}
            </button>
            <span className="block pl-5.5 text-xs text-muted-foreground">
              {format.currencyName(account.currency)}
            </span>
          </span>
        );
      },
    },
    {
      id: 'tier',
      header: t('Tier'),
      className: 'text-sm text-muted-foreground',
      cell: ({ currency }) => t(tierName(currency.tier, isCrypto(currency))),
    },
    {
      id: 'balance',
      header: t('Balance'),
      align: 'right',
      cell: ({ balance, currency }) => (
        <MoneyText
          value={format.currency(balance, currency.decimal_places, currency.code)}
          className="font-medium"
        />
      ),
    },
    { id: 'status', header: t('Status'), cell: (a) => <BalanceBadge balance={a.balance} /> },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      cell: (account) => (
        <div className="flex justify-end gap-2">
          {canAdjust && (
            <Button variant="outline" size="sm" onClick={() => open({ dialog: 'adjust', account })}>
              <SlidersHorizontal />
              {t('Adjust')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => open({ dialog: 'history', account })}>
            <History />
            {t('History')}
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
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const canAdjust = useStaff().can('manager');
  const { t } = useT();
  const format = useFormat();

  useFailureToast(accounts.error, t('Failed to load accounts'));

  return (
    <ListPage
      title={t('Accounts')}
      description={t('Manage your currency inventory and track balances')}
      query={accounts}
      what={t('accounts')}
      table={{
        columns: columns(t, format, setOpen, canAdjust, expanded, toggle),
        rowKey: (a) => a.id,
        rowProps: (a) => ({ 'data-testid': `account-${a.currency.code}` }),
        expandedRow: (a) =>
          expanded.has(a.id) ? <LocationSplit account={a} id={splitId(a)} /> : null,
        empty: (
          <EmptyState
            title={t('No accounts yet')}
            description={t('Add a currency to open its account.')}
          />
        ),
      }}
      layout="inset"
    >
      {open?.dialog === 'adjust' && (
        <AdjustBalanceDialog account={open.account} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === 'history' && (
        <MovementsDialog account={open.account} onClose={() => setOpen(null)} />
      )}
    </ListPage>
  );
}
