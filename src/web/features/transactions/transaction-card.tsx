import { Link } from 'react-router';
import { ArrowRight, Receipt } from 'lucide-react';
import type { TransactionDetail } from '@domain/contracts/transactions';
import { fullName, UserText } from '@web/components/user-text';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MoneyText } from '@web/components/ui/money-text';
import { useFormat, useT } from '@web/i18n';
import { StatusBadge } from './status-badge';

// One transaction of the list: who, what was exchanged, its badges; opens the detail or the
// receipt (SPEC §2).
export function TransactionCard({ transaction: tx }: { transaction: TransactionDetail }) {
  const { t } = useT();
  const { amount, day } = useFormat();
  return (
    <Card className="gap-3 p-4" data-testid="transaction-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Link
            to={`/transactions/${tx.id}`}
            className="font-medium underline-offset-4 hover:underline"
          >
            <UserText>{fullName(tx.customer)}</UserText>
          </Link>
          <p className="text-xs text-muted-foreground">
            <span className="font-mono">{tx.reference_number}</span> · {day(tx.transaction_date)}
            {tx.recipient_customer && (
              <>
                {' '}
                · {t('for')} <UserText>{fullName(tx.recipient_customer)}</UserText>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Badge variant="outline">{t(tx.transaction_type)}</Badge>
          {tx.is_on_behalf && <Badge variant="secondary">{t('On Behalf')}</Badge>}
          <StatusBadge transaction={tx} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <MoneyText
            value={amount(tx.from_amount, tx.from_currency.decimal_places)}
            code={tx.from_currency.code}
          />
          <ArrowRight aria-label={t('to')} className="size-4 text-muted-foreground" />
          <MoneyText
            value={amount(tx.to_amount, tx.to_currency.decimal_places)}
            code={tx.to_currency.code}
            className="font-medium"
          />
        </p>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/transactions/${tx.id}#receipt`}>
              <Receipt aria-hidden /> {t('Receipt')}
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link to={`/transactions/${tx.id}`}>{t('View')}</Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
