import { lazy, Suspense, useEffect } from 'react';
import { BarChart3 } from 'lucide-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { reportQueries, type PeriodParams } from './api';
import { PerformanceCard } from './performance-card';

const VolumeChart = lazy(() => import('./volume-chart'));

function VolumePanel({ period }: { period: PeriodParams }) {
  const { t } = useT();
  const chart = useQuery(reportQueries.chart(period));
  const rows = (chart.data?.rows ?? []).filter((row) => row.transaction_count > 0);
  if (rows.length === 0) return null;
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="text-base">{t('Volume per currency (CAD)')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <VolumeChart rows={rows} />
        </Suspense>
      </CardContent>
    </Card>
  );
}

export function PerformanceTab({ period }: { period: PeriodParams }) {
  const { t } = useT();
  const report = useInfiniteQuery(reportQueries.performance(period));
  useEffect(() => {
    if (report.isError) notify.error(t('Failed to load currency performance'));
  }, [report.isError, t]);

  if (report.isPending)
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-52" />
        ))}
      </div>
    );
  if (report.isError)
    return (
      <LoadError
        what={t('currency performance')}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );

  const rows = report.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0)
    return (
      <EmptyState
        icon={BarChart3}
        title={t('No Data Available')}
        description={t(
          'No currency performance data found. Complete some transactions to see analytics.',
        )}
      />
    );

  return (
    <>
      <VolumePanel period={period} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {rows.map((row) => (
          <PerformanceCard key={row.currency_id} row={row} />
        ))}
      </div>
      {report.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void report.fetchNextPage()}
            disabled={report.isFetchingNextPage}
          >
            {report.isFetchingNextPage ? t('Loading...') : t('Load More')}
          </Button>
        </div>
      )}
    </>
  );
}
