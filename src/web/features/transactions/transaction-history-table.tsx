import { Link } from 'react-router';
import type { TransactionSummary } from '@domain/contracts/transactions';
import { formatAmount } from '@domain/money';
import { displayStatus } from '@domain/transaction-status';
import { Badge } from '@web/components/ui/badge';
import { MoneyText } from '@web/components/ui/money-text';
import { UserText } from '@web/components/user-text';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { formatDay } from '@web/lib/dates';

// Transactions listed on the customer and company pages; each row opens the transaction.
export function TransactionHistoryTable(props: {
  rows: TransactionSummary[];
  showCustomer?: boolean;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Reference</TableHead>
          {props.showCustomer && <TableHead>Customer</TableHead>}
          <TableHead>Type</TableHead>
          <TableHead className="text-right">From</TableHead>
          <TableHead className="text-right">To</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((tx) => (
          <TableRow key={tx.id}>
            <TableCell className="whitespace-nowrap">{formatDay(tx.transaction_date)}</TableCell>
            <TableCell>
              <Link
                to={`/transactions/${tx.id}`}
                className="font-mono text-primary underline-offset-4 hover:underline"
              >
                {tx.reference_number}
              </Link>
            </TableCell>
            {props.showCustomer && (
              <TableCell>
                <Link to={`/customers/${tx.customer_id}`} className="hover:underline">
                  <UserText>{tx.customer_name}</UserText>
                </Link>
              </TableCell>
            )}
            <TableCell>
              <Badge variant="outline">{tx.transaction_type}</Badge>
              {tx.is_on_behalf && (
                <Badge variant="secondary" className="ml-1">
                  On Behalf
                </Badge>
              )}
            </TableCell>
            <TableCell className="text-right">
              <MoneyText
                value={formatAmount(tx.from_amount, tx.from_decimal_places)}
                code={tx.from_currency_code}
              />
            </TableCell>
            <TableCell className="text-right">
              <MoneyText
                value={formatAmount(tx.to_amount, tx.to_decimal_places)}
                code={tx.to_currency_code}
              />
            </TableCell>
            <TableCell>
              <Badge variant="outline">{displayStatus(tx)}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
