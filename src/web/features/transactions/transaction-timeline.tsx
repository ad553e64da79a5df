import { CheckCircle2, Circle, PackageCheck } from 'lucide-react';
import type { TransactionDetail } from '@domain/contracts/transactions';
import { claimTimelineText } from '@domain/transaction-status';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useFormat, useT } from '@web/i18n';
import { useBureauTime } from '@web/shared/bureau-time';

function Step(props: { icon: typeof Circle; title: string; time: string }) {
  const Icon = props.icon;
  return (
    <li className="flex gap-3">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <div>
        <p className="text-sm font-medium">{props.title}</p>
        <p className="text-xs text-muted-foreground">{props.time}</p>
      </div>
    </li>
  );
}

// Created, processed and, once collected, claimed (the time recorded with the claim, else the
// time its note carries, else 'Recently claimed'), on the bureau's clock.
export function TransactionTimeline({ transaction: tx }: { transaction: TransactionDetail }) {
  const { t } = useT();
  const { day } = useFormat();
  const time = useBureauTime();
  const formatInstant = (iso: string) => time(iso, 'second');
  const claimed = claimTimelineText(tx, formatInstant);
  // 'Recently claimed' comes from the domain's rule, in English.
  const claimedText = claimed === null ? null : t(claimed);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Timeline')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4" aria-label={t('Timeline')}>
          <Step
            icon={Circle}
            title={t('Transaction Created')}
            time={formatInstant(tx.created_at)}
          />
          <Step
            icon={CheckCircle2}
            title={t('Transaction Processed')}
            time={day(tx.transaction_date)}
          />
          {claimedText !== null && (
            <Step icon={PackageCheck} title={t('Transaction Claimed')} time={claimedText} />
          )}
        </ol>
      </CardContent>
    </Card>
  );
}
