import { Link } from 'react-router';
import type { CaseTransaction } from '@domain/contracts/compliance';
import { DataTable } from '@web/components/data-table';
import { UserText } from '@web/components/user-text';
import { BureauTime } from '@web/shared/bureau-time';
import { useFormat, useT } from '@web/i18n';
import { CadText } from './case-labels';

// The transactions that make up a case, oldest first.
export function CaseTransactions({ rows }: { rows: CaseTransaction[] }) {
  const { t } = useT();
  const formats = useFormat();
  // An amount as stored, grouped, with at least cents (8 places stay for a virtual currency).
  const amount = (value: string) =>
    formats.amount(value, Math.max(2, value.split('.')[1]?.length ?? 0));
  return (
    <DataTable
      columns={[
        {
          id: 'reference',
          header: t('Reference'),
          cell: (row) => (
            <Link
              to={`/transactions/${row.id}`}
              className="font-mono text-primary underline-offset-4 hover:underline"
            >
              {row.reference_number}
            </Link>
          ),
        },
        {
          id: 'when',
          header: t('Booked'),
          cell: (row) => <BureauTime value={row.created_at} style="minute" />,
        },
        {
          id: 'customer',
          header: t('Customer'),
          cell: (row) => (
            <>
              <UserText>{row.customer_name}</UserText>
              {row.recipient_name && (
                <span className="block text-xs text-muted-foreground">
                  {t('for')} <UserText>{row.recipient_name}</UserText>
                  {row.third_party_relationship ? ` (${row.third_party_relationship})` : ''}
                </span>
              )}
            </>
          ),
        },
        {
          id: 'payment',
          header: t('Payment'),
          cell: (row) => (row.payment_method === 'cash' ? t('Cash') : t('Card')),
        },
        {
          id: 'pair',
          header: t('Pair'),
          cell: (row) => (
            <span className="whitespace-nowrap tabular-nums">
              {amount(row.from_amount)} {row.from_currency_code} → {amount(row.to_amount)}{' '}
              {row.to_currency_code}
            </span>
          ),
        },
        {
          id: 'received',
          header: t('Received (CAD)'),
          align: 'right',
          cell: (row) => <CadText value={row.received_cad} />,
        },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      loading={false}
      empty={<p className="p-4 text-sm text-muted-foreground">{t('No transactions.')}</p>}
    />
  );
}
