import { Download, Printer } from 'lucide-react';
import { LoadError } from '@web/components/load-error';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { DatePicker } from '@web/components/ui/date-picker';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFailureToast } from '@web/lib/failure';
import { useT } from '@web/i18n';
import { useZReport, zReportCsvUrl } from './api';
import { DayStateCard } from './day-state-card';
import { useDayParams } from './day-params';
import { ZReportView } from './z-report-view';

function ZReportCard(props: { branchId: string; date: string }) {
  const report = useZReport(props.branchId, props.date);
  const { t } = useT();
  useFailureToast(report.error, t('Failed to load the Z report'));
  return (
    <Card className="print:border-0 print:py-0 print:shadow-none">
      <CardContent className="print:px-0">
        {report.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : report.isError ? (
          <LoadError
            what={t('the Z report')}
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        ) : (
          <ZReportView report={report.data} />
        )}
      </CardContent>
    </Card>
  );
}

// The manager's end of day: a branch's day, its tills, Close the Day, and the Z report to
// print (A4) or download (CSV).
export function BusinessDayPage() {
  const params = useDayParams();
  const { branch, branches } = params;
  const { t } = useT();
  useFailureToast(branches.error, t('Failed to load the branches'));

  return (
    <div className="grid gap-6">
      <div className="no-print">
        <PageHeader
          title={t('Business Day')}
          description={t("Close a branch's day once its tills are closed, and print its Z report")}
        />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-wrap items-end gap-3">
            {(branches.data?.length ?? 0) > 1 && branch && (
              <div className="grid gap-1.5">
                <Label htmlFor="day-branch">{t('Branch')}</Label>
                <Select value={branch.id} onValueChange={params.setBranch}>
                  <SelectTrigger id="day-branch" className="w-48">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {branches.data?.map((b) => (
                      <SelectItem key={b.id} value={b.id}>
                        {b.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            )}
            <div className="grid gap-1.5">
              <Label htmlFor="day-date">{t('Day')}</Label>
              <DatePicker
                id="day-date"
                className="w-48"
                value={params.date}
                disableFuture
                onChange={(date) => date && params.setDate(date)}
              />
            </div>
          </div>
          {branch && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden /> {t('Print')}
              </Button>
              <Button asChild variant="outline">
                <a href={zReportCsvUrl(branch.id, params.date)} download>
                  <Download aria-hidden /> {t('Download CSV')}
                </a>
              </Button>
            </div>
          )}
        </div>
      </div>
      {branches.isError ? (
        <LoadError
          what={t('the branches')}
          onRetry={() => void branches.refetch()}
          retrying={branches.isFetching}
        />
      ) : !branch ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <DayStateCard branchId={branch.id} branchName={branch.name} date={params.date} />
          <ZReportCard branchId={branch.id} date={params.date} />
        </>
      )}
    </div>
  );
}
