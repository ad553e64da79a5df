import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '@domain/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useProfitDays } from './api';

const ProfitChart = lazy(() => import('./profit-chart'));

/** For managers: the last 30 days' volume and realised profit (docs/decisions/0037). */
export function ProfitCard({ today }: { today: string | undefined }) {
  const profit = useProfitDays(today, true);
  const totals = profit.data?.totals;
  return (
    <Card data-testid="card-profit">
      <CardHeader>
        <CardTitle>Volume and profit, last 30 days</CardTitle>
        <CardDescription>
          {totals
            ? `$${formatAmount(totals.margin_cad, 2)} CAD realised on $${formatAmount(totals.volume_cad, 2)} CAD`
            : 'Realised margins against the average cost'}
          {' · '}
          <Link to="/reports?tab=profit" className="underline-offset-4 hover:underline">
            Profit report
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {profit.data ? (
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <ProfitChart rows={profit.data.rows} />
          </Suspense>
        ) : profit.isError ? (
          <p className="text-sm text-muted-foreground">The profit could not be loaded.</p>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
