import { Link } from 'react-router';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Separator } from '@web/components/ui/separator';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/i18n';
import { useSanctionsStatus } from './api';
import { FetchSection } from './fetch-section';
import { ListsInForce } from './lists-in-force';
import { RescreenSection } from './rescreen-section';
import { ThresholdsForm } from './thresholds-form';
import { UploadListForm } from './upload-list-form';

/**
 * Sanctions screening's set-up on Settings (docs/decisions/0038), for managers and the owner:
 * the lists in force, their upload and fetch, the re-screen's progress and the thresholds.
 */
export function SanctionsListsCard() {
  const { t } = useT();
  const status = useSanctionsStatus();
  const data = status.data;
  return (
    <Card role="region" aria-label={t('Sanctions lists')}>
      <CardHeader>
        <CardTitle>{t('Sanctions lists')}</CardTitle>
        <CardDescription>
          {t(
            'Customers, recipients and companies are screened against these lists at entry, at every exchange and again whenever a list changes.',
          )}
          {data && data.open_hits > 0 && (
            <>
              {' '}
              <Link
                to="/compliance#sanctions"
                className="text-primary underline underline-offset-4"
              >
                {data.open_hits === 1
                  ? t('1 match to review')
                  : t('{{count}} matches to review', { count: data.open_hits })}
              </Link>
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {status.isError ? (
          <LoadError
            what={t('the sanctions lists')}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : !data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <ListsInForce lists={data.lists} />
            <UploadListForm />
            <Separator />
            <FetchSection fetches={data.fetches} />
            <Separator />
            <RescreenSection run={data.run} />
            <Separator />
            <ThresholdsForm thresholds={data.thresholds} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
