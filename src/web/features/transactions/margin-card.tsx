import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormat, useT } from '@web/i18n';
import { useTransactionMargin } from './api';

/** For managers: what the pair earned against the average cost and the reference mid, and
 * each ledger leg's average cost (docs/decisions/0037). */
export function MarginCard({ id }: { id: string }) {
  const { t } = useT();
  const { amount, dollars } = useFormat();
  const cad = (value: string | null) => (value === null ? '—' : `${dollars(value)} CAD`);
  const margin = useTransactionMargin(id, true);
  const m = margin.data;
  return (
    <Card data-testid="margin-card">
      <CardHeader>
        <CardTitle>{t('Margin')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {!m ? (
          margin.isError ? (
            <p className="text-muted-foreground">{t('The margin could not be loaded.')}</p>
          ) : (
            <Skeleton className="h-16 w-full" />
          )
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-2">
              <dt className="text-muted-foreground">{t('Realised margin')}</dt>
              <dd className="text-right font-medium tabular-nums" data-testid="realised-margin">
                {cad(m.realised_margin)}
              </dd>
              <dt className="text-muted-foreground">{t('Spread vs reference mid')}</dt>
              <dd className="text-right tabular-nums" data-testid="reference-spread">
                {cad(m.reference_spread)}
              </dd>
            </dl>
            {m.legs.some((leg) => leg.avg_cost_after !== null) && (
              <ul className="grid gap-1 text-xs text-muted-foreground">
                {m.legs.map((leg, index) => (
                  <li key={index}>
                    {t('{{currency}} {{amount}}: average cost after {{cost}}', {
                      currency: leg.currency_code,
                      amount: amount(leg.amount, 2),
                      cost: leg.avg_cost_after === null ? '—' : amount(leg.avg_cost_after, 6),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
