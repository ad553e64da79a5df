import { PageHeader } from '@web/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { DailyPositionTab } from './daily-position-tab';
import { PerformanceTab } from './performance-tab';
import { PeriodPicker } from './period-picker';
import { ProfitTab } from './profit-tab';
import { useReportParams, type ReportTab } from './report-params';
import { useT } from '@web/i18n';

export function ReportsPage() {
  const { t } = useT();
  const params = useReportParams();
  return (
    <div>
      <div className="no-print">
        <PageHeader title={t('Reports')} />
      </div>
      <Tabs value={params.tab} onValueChange={(tab) => params.setTab(tab as ReportTab)}>
        <TabsList className="no-print mb-4">
          <TabsTrigger value="performance">{t('Currency Performance')}</TabsTrigger>
          <TabsTrigger value="daily">{t('Daily Position')}</TabsTrigger>
          <TabsTrigger value="profit">{t('Profit')}</TabsTrigger>
        </TabsList>
        <TabsContent value="performance">
          <div className="mb-6">
            <PeriodPicker
              period={params.selectedPeriod}
              from={params.from}
              to={params.to}
              onPeriod={params.setPeriod}
              onRange={params.setRange}
            />
          </div>
          <PerformanceTab period={params.period} />
        </TabsContent>
        <TabsContent value="profit">
          <div className="mb-6">
            <PeriodPicker
              period={params.selectedPeriod}
              from={params.from}
              to={params.to}
              onPeriod={params.setPeriod}
              onRange={params.setRange}
            />
          </div>
          <ProfitTab period={params.period} group={params.group} onGroup={params.setGroup} />
        </TabsContent>
        <TabsContent value="daily">
          <DailyPositionTab
            date={params.date}
            onDate={params.setDate}
            where={params.where}
            onWhere={params.setWhere}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
