import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Command } from 'cmdk';
import { ArrowRight, Coins, Plus, Receipt, UserPlus, UserRound, Wallet } from 'lucide-react';
import { Dialog, DialogContent, DialogTitle } from '@web/components/ui/dialog';
import { useStaff } from '@web/features/auth';
import { newExchangeUrl } from '@web/shared/exchange-link';
import { useFormat, useT } from '@web/i18n';
import { MORE_NAV, PRIMARY_NAV, navFor } from '@web/shared/nav-items';
import { usePaletteSearch } from './use-palette-search';

// The command palette (issue 28): go to a page, find a customer or a transaction on the
// server, or start an action, from the keyboard alone. cmdk gives the listbox, its arrow-key
// selection and Enter; the pages and actions are matched here and the server matches the rest,
// so nothing the server found is filtered out again.

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const matches = (query: string, ...texts: string[]) =>
  !query.trim() || texts.some((text) => fold(text).includes(fold(query.trim())));

const GROUP =
  'overflow-hidden p-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground';

function Item(props: {
  value: string;
  onSelect: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Command.Item
      value={props.value}
      onSelect={props.onSelect}
      className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground"
    >
      {props.icon}
      {props.children}
    </Command.Item>
  );
}

export function PaletteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAddCustomer: () => void;
}) {
  const { t } = useT();
  const { currencyName } = useFormat();
  const navigate = useNavigate();
  const { role } = useStaff();
  const [text, setText] = useState('');
  const found = usePaletteSearch(text);
  const run = (action: () => void) => {
    props.onOpenChange(false);
    setText('');
    action();
  };
  const go = (to: string) => run(() => void navigate(to));

  const pages = navFor([...PRIMARY_NAV, ...MORE_NAV], role).filter((item) =>
    matches(text, item.label, t(item.label)),
  );
  const actions = [
    { key: 'new-exchange', label: t('New Exchange'), icon: <Plus />, act: () => go('/exchange') },
    { key: 'open-till', label: t('Open till'), icon: <Wallet />, act: () => go('/tills') },
    {
      key: 'add-customer',
      label: t('Add customer'),
      icon: <UserPlus />,
      act: () => run(props.onAddCustomer),
    },
  ].filter((action) => matches(text, action.label));
  // One reference may hold several pairs: each transaction is listed once.
  const transactions = found.transactions.filter(
    (row, i, rows) => rows.findIndex((r) => r.reference_number === row.reference_number) === i,
  );
  // The options in the order they are listed. The chosen one is kept here, not left to cmdk:
  // when an answer replaces several options at once (a search's results by a longer one's),
  // cmdk looks again for the first only if the last option to go was the chosen one, and was
  // left choosing an option no longer listed, so Enter did nothing (issue 47). An option that
  // is gone gives way to the first one listed.
  const listed = [
    ...found.customers.map((customer) => `customer:${customer.id}`),
    ...transactions.map((row) => `transaction:${row.id}`),
    ...found.currencies.map((currency) => `currency:${currency.id}`),
    ...found.customers.map((customer) => `exchange-for:${customer.id}`),
    ...actions.map((action) => `action:${action.key}`),
    ...pages.map((item) => `page:${item.to}`),
  ];
  const [chosen, setChosen] = useState('');
  const selected = listed.includes(chosen) ? chosen : (listed[0] ?? '');

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) {
          setText('');
          setChosen('');
        }
        props.onOpenChange(open);
      }}
    >
      <DialogContent
        showCloseButton={false}
        aria-describedby={undefined}
        className="top-[15%] max-w-xl translate-y-0 gap-0 overflow-hidden p-0"
      >
        <DialogTitle className="sr-only">{t('Command palette')}</DialogTitle>
        <Command
          shouldFilter={false}
          loop
          label={t('Command palette')}
          value={selected}
          onValueChange={setChosen}
          className="flex flex-col"
        >
          <Command.Input
            value={text}
            onValueChange={setText}
            placeholder={t('Go to a page, find a customer or a transaction…')}
            className="h-12 w-full border-b bg-transparent px-4 text-sm outline-none placeholder:text-muted-foreground"
          />
          <Command.List className="max-h-[min(24rem,60vh)] overflow-y-auto overscroll-contain">
            {found.searching && (
              <Command.Loading className="px-4 py-2 text-xs text-muted-foreground">
                {t('Searching…')}
              </Command.Loading>
            )}
            {!found.searching && (
              <Command.Empty className="px-4 py-6 text-center text-sm text-muted-foreground">
                {t('Nothing found')}
              </Command.Empty>
            )}
            {found.customers.length > 0 && (
              <Command.Group heading={t('Customers')} className={GROUP}>
                {found.customers.map((customer) => (
                  <Item
                    key={customer.id}
                    value={`customer:${customer.id}`}
                    icon={<UserRound />}
                    onSelect={() => go(`/customers/${customer.id}`)}
                  >
                    <span className="truncate">{`${customer.first_name} ${customer.last_name}`}</span>
                    <span className="ml-auto truncate text-xs text-muted-foreground">
                      {[customer.email, customer.phone].filter(Boolean).join(' · ')}
                    </span>
                  </Item>
                ))}
              </Command.Group>
            )}
            {transactions.length > 0 && (
              <Command.Group heading={t('Transactions')} className={GROUP}>
                {transactions.map((row) => (
                  <Item
                    key={row.id}
                    value={`transaction:${row.id}`}
                    icon={<Receipt />}
                    onSelect={() => go(`/transactions/${row.id}`)}
                  >
                    <span className="font-mono">{row.reference_number}</span>
                    <span className="ml-auto truncate text-xs text-muted-foreground">
                      {`${row.customer.first_name} ${row.customer.last_name}`}
                    </span>
                  </Item>
                ))}
              </Command.Group>
            )}
            {found.currencies.length > 0 && (
              <Command.Group heading={t('Currencies')} className={GROUP}>
                {found.currencies.map((currency) => (
                  <Item
                    key={currency.id}
                    value={`currency:${currency.id}`}
                    icon={<Coins />}
                    onSelect={() => go(`/rates?search=${encodeURIComponent(currency.code)}`)}
                  >
                    <span className="font-mono">{currency.code}</span>{' '}
                    <span className="truncate">{currencyName(currency)}</span>
                  </Item>
                ))}
              </Command.Group>
            )}
            {(found.customers.length > 0 || actions.length > 0) && (
              <Command.Group heading={t('Actions')} className={GROUP}>
                {found.customers.map((customer) => (
                  <Item
                    key={customer.id}
                    value={`exchange-for:${customer.id}`}
                    icon={<Plus />}
                    onSelect={() => go(newExchangeUrl(customer))}
                  >
                    {t('New exchange for {{name}}', {
                      name: `${customer.first_name} ${customer.last_name}`,
                    })}
                  </Item>
                ))}
                {actions.map((action) => (
                  <Item
                    key={action.key}
                    value={`action:${action.key}`}
                    icon={action.icon}
                    onSelect={action.act}
                  >
                    {action.label}
                  </Item>
                ))}
              </Command.Group>
            )}
            {pages.length > 0 && (
              <Command.Group heading={t('Pages')} className={GROUP}>
                {pages.map((item) => (
                  <Item
                    key={item.to}
                    value={`page:${item.to}`}
                    icon={<ArrowRight />}
                    onSelect={() => go(item.to)}
                  >
                    {t(item.label)}
                  </Item>
                ))}
              </Command.Group>
            )}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
