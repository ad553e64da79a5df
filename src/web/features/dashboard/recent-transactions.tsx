import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { TransactionSummary } from '@domain/contracts/transactions';
import { displayStatus } from '@domain/transaction-status';
import { UserText } from '@web/components/user-text';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { MoneyText } from '@web/components/ui/money-text';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormat, useT } from '@web/i18n';

function RecentRow({ tx }: { tx: TransactionSummary }) {
  const { t } = useT();
  const { amount, day } = useFormat();
  return (
    <li>
      <Link
        to={`/transactions/${tx.id}`}
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md px-3 py-2.5 hover:bg-muted"
        data-testid="recent-transaction"
      >
        <div className="min-w-0">
          <div className="font-medium">
            <UserText truncate>{tx.customer_name}</UserText>
          </div>
          <div className="text-xs text-muted-foreground">
            <span className="font-mono">{tx.reference_number}</span> · {day(tx.transaction_date)}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <MoneyText
            value={amount(tx.from_amount, tx.from_decimal_places)}
            code={tx.from_currency_code}
          />
          <ArrowRight className="size-3.5 text-muted-foreground" aria-label={t('to')} />
          <MoneyText
            value={amount(tx.to_amount, tx.to_decimal_places)}
            code={tx.to_currency_code}
          />
          <Badge variant="outline">{t(displayStatus(tx))}</Badge>
        </div>
      </Link>
    </li>
  );
}

// SPEC §2: the 5 latest transactions, each opening its detail page.
export function RecentTransactions(props: { rows: TransactionSummary[] | undefined }) {
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Recent Transactions')}</CardTitle>
      </CardHeader>
      <CardContent className="px-2">
        {!props.rows ? (
          <div className="space-y-3 px-3" aria-label={t('Loading recent transactions')}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : props.rows.length === 0 ? (
          <EmptyState title={t('No transactions yet')} />
        ) : (
          <ul className="divide-y">
            {props.rows.map((tx) => (
              <RecentRow key={tx.id} tx={tx} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
