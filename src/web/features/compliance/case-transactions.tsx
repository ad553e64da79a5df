import { Link } from 'react-router';
import type { CaseTransaction } from '@domain/contracts/compliance';
import { formatAmount } from '@domain/money';
import { DataTable } from '@web/components/data-table';
import { MoneyText } from '@web/components/ui/money-text';
import { UserText } from '@web/components/user-text';
import { BureauTime } from '@web/features/settings';

// An amount as stored, grouped, with at least cents (8 places stay for a virtual currency).
const amount = (value: string) =>
  formatAmount(value, Math.max(2, value.split('.')[1]?.length ?? 0));

// The transactions that make up a case, oldest first.
export function CaseTransactions({ rows }: { rows: CaseTransaction[] }) {
  return (
    <DataTable
      columns={[
        {
          id: 'reference',
          header: 'Reference',
          cell: (t) => (
            <Link
              to={`/transactions/${t.id}`}
              className="font-mono text-primary underline-offset-4 hover:underline"
            >
              {t.reference_number}
            </Link>
          ),
        },
        {
          id: 'when',
          header: 'Booked',
          cell: (t) => <BureauTime value={t.created_at} style="minute" />,
        },
        {
          id: 'customer',
          header: 'Customer',
          cell: (t) => (
            <>
              <UserText>{t.customer_name}</UserText>
              {t.recipient_name && (
                <span className="block text-xs text-muted-foreground">
                  for <UserText>{t.recipient_name}</UserText>
                  {t.third_party_relationship ? ` (${t.third_party_relationship})` : ''}
                </span>
              )}
            </>
          ),
        },
        {
          id: 'payment',
          header: 'Payment',
          cell: (t) => (t.payment_method === 'cash' ? 'Cash' : 'Card'),
        },
        {
          id: 'pair',
          header: 'Pair',
          cell: (t) => (
            <span className="whitespace-nowrap tabular-nums">
              {amount(t.from_amount)} {t.from_currency_code} → {amount(t.to_amount)}{' '}
              {t.to_currency_code}
            </span>
          ),
        },
        {
          id: 'received',
          header: 'Received (CAD)',
          align: 'right',
          cell: (t) => <MoneyText value={formatAmount(t.received_cad, 2)} symbol="$" />,
        },
      ]}
      rows={rows}
      rowKey={(t) => t.id}
      loading={false}
      empty={<p className="p-4 text-sm text-muted-foreground">No transactions.</p>}
    />
  );
}
