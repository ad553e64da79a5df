import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormat, useT } from '@web/i18n';
import { useProfitDays } from './api';

const ProfitChart = lazy(() => import('./profit-chart'));

/** For managers: the last 30 days' volume and realised profit (docs/decisions/0037). */
export function ProfitCard({ today }: { today: string | undefined }) {
  const { t } = useT();
  const { dollars } = useFormat();
  const profit = useProfitDays(today, true);
  const totals = profit.data?.totals;
  return (
    <Card data-testid="card-profit">
      <CardHeader>
        <CardTitle>{t('Volume and profit, last 30 days')}</CardTitle>
        <CardDescription>
          {totals
            ? t('{{margin}} CAD realised on {{volume}} CAD', {
                margin: dollars(totals.margin_cad),
                volume: dollars(totals.volume_cad),
              })
            : t('Realised margins against the average cost')}
          {' · '}
          <Link to="/reports?tab=profit" className="underline-offset-4 hover:underline">
            {t('Profit report')}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {profit.data ? (
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <ProfitChart rows={profit.data.rows} />
          </Suspense>
        ) : profit.isError ? (
          <p className="text-sm text-muted-foreground">{t('The profit could not be loaded.')}</p>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
