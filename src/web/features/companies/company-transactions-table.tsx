import { Link } from 'react-router';
import { ArrowLeftRight } from 'lucide-react';
import type { TransactionSummary } from '@domain/contracts/transactions';
import { formatAmount } from '@domain/money';
import { displayStatus } from '@domain/transaction-status';
import { DataTable, queryState, type DataTableColumn } from '@web/components/data-table';
import { UserText } from '@web/components/user-text';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { MoneyText } from '@web/components/ui/money-text';
import { formatDay } from '@web/lib/dates';
import { useFailureToast } from '@web/lib/failure';
import type { ListParams } from '@web/lib/use-list-params';
import { useCompanyTransactions } from './api';

const columns: DataTableColumn<TransactionSummary>[] = [
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
  {
    id: 'customer',
    header: 'Customer',
    cell: (tx) => (
      <Link to={`/customers/${tx.customer_id}`} className="hover:underline">
        <UserText>{tx.customer_name}</UserText>
      </Link>
    ),
  },
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

// The Business Transactions tab: business-category transactions of the company's customers,
// paged on the server; the page lives in the URL with the tab.
export function CompanyTransactionsTable(props: {
  companyId: string;
  list: Pick<ListParams<string>, 'page' | 'pageSize' | 'offset' | 'setPage'>;
}) {
  const { list } = props;
  const transactions = useCompanyTransactions(props.companyId, list.offset);
  useFailureToast(transactions.error, 'Failed to load transaction history');
  return (
    <DataTable
      columns={columns}
      rows={transactions.data?.rows}
      rowKey={(tx) => tx.id}
      {...queryState(transactions, 'business transactions')}
      paging={{
        page: list.page,
        pageSize: list.pageSize,
        total: transactions.data?.total ?? 0,
        noun: 'transactions',
        onPageChange: list.setPage,
      }}
      empty={<EmptyState icon={ArrowLeftRight} title="No business transactions yet" />}
    />
  );
}
