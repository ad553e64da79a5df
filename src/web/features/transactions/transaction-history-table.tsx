import { Link } from 'react-router';
import type { TransactionSummary } from '@domain/contracts/transactions';
import { displayStatus } from '@domain/transaction-status';
import { DataTable, type DataTableColumn } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { MoneyText } from '@web/components/ui/money-text';
import { UserText } from '@web/components/user-text';
import { useFormat, useT } from '@web/i18n';

/**
 * A transaction history's columns (date, reference, customer when asked, type, amounts,
 * status), in the language on screen.
 */
export function useTransactionHistoryColumns(
  showCustomer: boolean,
): DataTableColumn<TransactionSummary>[] {
  const { t } = useT();
  const { amount, day } = useFormat();
  const customerColumn: DataTableColumn<TransactionSummary> = {
    id: 'customer',
    header: t('Customer'),
    cell: (tx) => (
      <Link to={`/customers/${tx.customer_id}`} className="hover:underline">
        <UserText>{tx.customer_name}</UserText>
      </Link>
    ),
  };
  return [
    {
      id: 'date',
      header: t('Date'),
      cell: (tx) => day(tx.transaction_date),
      className: 'whitespace-nowrap',
    },
    {
      id: 'reference',
      header: t('Reference'),
      cell: (tx) => (
        <Link
          to={`/transactions/${tx.id}`}
          className="font-mono text-primary underline-offset-4 hover:underline"
        >
          {tx.reference_number}
        </Link>
      ),
    },
    ...(showCustomer ? [customerColumn] : []),
    {
      id: 'type',
      header: t('Type'),
      cell: (tx) => (
        <>
          <Badge variant="outline">{t(tx.transaction_type)}</Badge>
          {tx.is_on_behalf && (
            <Badge variant="secondary" className="ml-1">
              {t('On Behalf')}
            </Badge>
          )}
        </>
      ),
    },
    {
      id: 'from',
      header: t('From'),
      align: 'right',
      cell: (tx) => (
        <MoneyText
          value={amount(tx.from_amount, tx.from_decimal_places)}
          code={tx.from_currency_code}
        />
      ),
    },
    {
      id: 'to',
      header: t('To'),
      align: 'right',
      cell: (tx) => (
        <MoneyText value={amount(tx.to_amount, tx.to_decimal_places)} code={tx.to_currency_code} />
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      cell: (tx) => <Badge variant="outline">{t(displayStatus(tx))}</Badge>,
    },
  ];
}

// Transactions listed on the customer and company pages, loaded with that page; each row
// opens the transaction.
export function TransactionHistoryTable(props: {
  rows: TransactionSummary[];
  emptyTitle: string;
  showCustomer?: boolean;
}) {
  const columns = useTransactionHistoryColumns(props.showCustomer ?? false);
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      rowKey={(tx) => tx.id}
      loading={false}
      empty={<EmptyState title={props.emptyTitle} />}
    />
  );
}
