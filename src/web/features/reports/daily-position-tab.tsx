import { useEffect } from 'react';
import { Download, Printer } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { DailyPosition } from '@domain/contracts/reports';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { DatePicker } from '@web/components/ui/date-picker';
import { Label } from '@web/components/ui/label';
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
import { msg, useFormat, useT } from '@web/i18n';
import { notify } from '@web/lib/notify';
import { dailyPositionCsvUrl, reportQueries, type PositionWhere } from './api';
import { PositionScopeSelect, useScopeName } from './position-scope-select';

// Printed alone on A4: the navigation, side panel and the report's controls are no-print.
const PRINT_PAGE = '@page { size: A4; margin: 12mm; }';

const COLUMNS = [
  msg('Opening'),
  msg('Bought'),
  msg('Sold'),
  msg('Adjustments'),
  msg('Reversals'),
  msg('Transfers'),
  msg('Over/short'),
  msg('Closing'),
] as const;

function PositionTable({ position }: { position: DailyPosition }) {
  const { t } = useT();
  const formats = useFormat();
  const cad = (value: string) => formats.amount(value, 2);
  return (
    <Table data-testid="daily-position">
      <TableHeader>
        <TableRow>
          <TableHead>{t('Currency')}</TableHead>
          {COLUMNS.map((c) => (
            <TableHead key={c} className="text-right">
              {t(c)}
            </TableHead>
          ))}
          <TableHead className="text-right">{t('Bought (CAD)')}</TableHead>
          <TableHead className="text-right">{t('Sold (CAD)')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {position.rows.map((row) => {
          const amount = (value: string) => formats.amount(value, row.decimal_places);
          return (
            <TableRow key={row.currency_id} data-testid={`position-${row.code}`}>
              <TableCell>
                <span className="font-medium">{row.code}</span>{' '}
                <span className="text-muted-foreground">{formats.currencyName(row)}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{amount(row.opening)}</TableCell>
              <TableCell className="text-right tabular-nums">{amount(row.bought)}</TableCell>
              <TableCell className="text-right tabular-nums">{amount(row.sold)}</TableCell>
              <TableCell className="text-right tabular-nums">{amount(row.adjustments)}</TableCell>
              <TableCell className="text-right tabular-nums">{amount(row.reversals)}</TableCell>
              <TableCell className="text-right tabular-nums">{amount(row.transfers)}</TableCell>
              <TableCell className="text-right tabular-nums">{amount(row.over_short)}</TableCell>
              <TableCell className="text-right font-medium tabular-nums" data-testid="closing">
                {amount(row.closing)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{cad(row.bought_cad)}</TableCell>
              <TableCell className="text-right tabular-nums">{cad(row.sold_cad)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow data-testid="position-totals">
          <TableCell colSpan={COLUMNS.length + 1} className="font-medium">
            {t('Day totals: {{n}} transactions, volume {{volume}} CAD', {
              n: position.totals.transactions,
              volume: formats.dollars(position.totals.volume_cad),
            })}
          </TableCell>
          <TableCell className="text-right tabular-nums">
            {cad(position.totals.bought_cad)}
          </TableCell>
          <TableCell className="text-right tabular-nums">{cad(position.totals.sold_cad)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

export function DailyPositionTab(props: {
  date: string;
  onDate: (date: string) => void;
  where: PositionWhere;
  onWhere: (where: PositionWhere) => void;
}) {
  const { t } = useT();
  const { day } = useFormat();
  const position = useQuery(reportQueries.dailyPosition(props.date, props.where));
  const scope = useScopeName(props.where);
  useEffect(() => {
    if (position.isError) notify.error(t('Failed to load the daily position'));
  }, [position.isError, t]);

  return (
    <div>
      <style media="print">{PRINT_PAGE}</style>
      <div className="no-print mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="position-date">{t('Day')}</Label>
            <DatePicker
              id="position-date"
              value={props.date}
              disableFuture
              onChange={(date) => date && props.onDate(date)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="position-scope">{t('Location')}</Label>
            <PositionScopeSelect id="position-scope" where={props.where} onWhere={props.onWhere} />
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden /> {t('Print')}
          </Button>
          <Button asChild variant="outline">
            <a href={dailyPositionCsvUrl(props.date, props.where)} download>
              <Download aria-hidden /> {t('Export CSV')}
            </a>
          </Button>
        </div>
      </div>
      <h2 className="mb-1 text-lg font-semibold">
        {t('Daily position — {{day}}', { day: day(props.date) })}
        {scope && ` — ${scope}`}
      </h2>
      {position.data && (
        <p className="mb-4 text-sm text-muted-foreground">
          {t("The bureau's day in {{zone}}; balances from the ledger.", {
            zone: position.data.time_zone,
          })}
        </p>
      )}
      {position.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : position.isError ? (
        <LoadError
          what={t('the daily position')}
          onRetry={() => void position.refetch()}
          retrying={position.isFetching}
        />
      ) : (
        <PositionTable position={position.data} />
      )}
    </div>
  );
}
