import { Link } from 'react-router';
import type { TransactionSummary } from '@domain/contracts/transactions';
import { formatAmount } from '@domain/money';
import { displayStatus } from '@domain/transaction-status';
import { DataTable, type DataTableColumn } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { MoneyText } from '@web/components/ui/money-text';
import { UserText } from '@web/components/user-text';
import { formatDay } from '@web/lib/dates';

const customerColumn: DataTableColumn<TransactionSummary> = {
  id: 'customer',
  header: 'Customer',
  cell: (tx) => (
    <Link to={`/customers/${tx.customer_id}`} className="hover:underline">
      <UserText>{tx.customer_name}</UserText>
    </Link>
  ),
};

/** A transaction history's columns (date, reference, customer when asked, type, amounts, status). */
export function transactionHistoryColumns(
  showCustomer: boolean,
): DataTableColumn<TransactionSummary>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      cell: (tx) => formatDay(tx.transaction_date),
      className: 'whitespace-nowrap',
    },
    {
      id: 'reference',
      header: 'Reference',
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
      header: 'Type',
      cell: (tx) => (
        <>
          <Badge variant="outline">{tx.transaction_type}</Badge>
          {tx.is_on_behalf && (
            <Badge variant="secondary" className="ml-1">
              On Behalf
            </Badge>
          )}
        </>
      ),
    },
    {
      id: 'from',
      header: 'From',
      align: 'right',
      cell: (tx) => (
        <MoneyText
          value={formatAmount(tx.from_amount, tx.from_decimal_places)}
          code={tx.from_currency_code}
        />
      ),
    },
    {
      id: 'to',
      header: 'To',
      align: 'right',
      cell: (tx) => (
        <MoneyText
          value={formatAmount(tx.to_amount, tx.to_decimal_places)}
          code={tx.to_currency_code}
        />
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (tx) => <Badge variant="outline">{displayStatus(tx)}</Badge>,
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
  return (
    <DataTable
      columns={transactionHistoryColumns(props.showCustomer ?? false)}
      rows={props.rows}
      rowKey={(tx) => tx.id}
      loading={false}
      empty={<EmptyState title={props.emptyTitle} />}
    />
  );
}
