import { useEffect } from 'react';
import { Download } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { PROFIT_GROUPS, type ProfitGroup, type ProfitResponse } from '@domain/contracts/reports';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { notify } from '@web/lib/notify';
import { msg, useFormat, useT } from '@web/i18n';
import { profitCsvUrl, reportQueries, type PeriodParams } from './api';

const GROUP_NAMES: Record<ProfitGroup, string> = {
  day: msg('Day'),
  currency: msg('Currency'),
  teller: msg('Teller'),
  branch: msg('Branch'),
};

function ProfitTable({ report }: { report: ProfitResponse }) {
  const { t } = useT();
  const { amount } = useFormat();
  const cad = (value: string) => amount(value, 2);
  return (
    <div className="overflow-x-auto">
      <Table data-testid="profit-report">
        <TableHeader>
          <TableRow>
            <TableHead>{t(GROUP_NAMES[report.group])}</TableHead>
            <TableHead className="text-right">{t('Transactions')}</TableHead>
            <TableHead className="text-right">{t('Volume (CAD)')}</TableHead>
            <TableHead className="text-right">{t('Margin (CAD)')}</TableHead>
            <TableHead className="text-right">{t('Spread vs mid (CAD)')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={row.key ?? row.label} data-testid={`profit-${row.label}`}>
              <TableCell className="font-medium">{row.label}</TableCell>
              <TableCell className="text-right tabular-nums">{row.transactions}</TableCell>
              <TableCell className="text-right tabular-nums">{cad(row.volume_cad)}</TableCell>
              <TableCell className="text-right tabular-nums" data-testid="margin">
                {cad(row.margin_cad)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {cad(row.reference_spread_cad)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="profit-totals">
            <TableCell className="font-medium">{t('Total')}</TableCell>
            <TableCell className="text-right tabular-nums">{report.totals.transactions}</TableCell>
            <TableCell className="text-right tabular-nums">
              {cad(report.totals.volume_cad)}
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {cad(report.totals.margin_cad)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {cad(report.totals.reference_spread_cad)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}

/** Reports → Profit (docs/decisions/0037): the period's realised margins by the chosen group. */
export function ProfitTab(props: {
  period: PeriodParams;
  group: ProfitGroup;
  onGroup: (group: ProfitGroup) => void;
}) {
  const { t } = useT();
  const report = useQuery(reportQueries.profit(props.group, props.period));
  useEffect(() => {
    if (report.isError) notify.error(t('Failed to load the profit report'));
  }, [report.isError, t]);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="profit-group">{t('By')}</Label>
          <Select value={props.group} onValueChange={(g) => props.onGroup(g as ProfitGroup)}>
            <SelectTrigger id="profit-group" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROFIT_GROUPS.map((g) => (
                <SelectItem key={g} value={g}>
                  {t(GROUP_NAMES[g])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button asChild variant="outline">
          <a href={profitCsvUrl(props.group, props.period)} download>
            <Download aria-hidden /> {t('Export CSV')}
          </a>
        </Button>
      </div>
      <p className="mb-4 text-sm text-muted-foreground">
        {t(
          "Margin: what each exchange realised against the currency's weighted-average cost. Spread: against the reference mid when it was booked.",
        )}
      </p>
      {report.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : report.isError ? (
        <LoadError
          what={t('the profit report')}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.data.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No transactions in this period.')}</p>
      ) : (
        <ProfitTable report={report.data} />
      )}
    </div>
  );
}
