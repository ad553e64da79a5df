import type { ZReport } from '@domain/contracts/business-day';
import { toDec } from '@domain/money';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { msg, useFormat, useT } from '@web/i18n';

export type ZLine = ZReport['totals']['currencies'][number];

// The figures of one currency at one till (or the branch), in the order a day runs.
const FIGURES = [
  ['opening', msg('Opening')],
  ['bought', msg('Bought')],
  ['sold', msg('Sold')],
  ['transfers', msg('Transfers')],
  ['expected', msg('Expected')],
  ['counted', msg('Counted')],
  ['over_short', msg('Over/short')],
  ['card', msg('Card')],
] as const;

const signClass = (value: string | null) => {
  if (value === null) return undefined;
  const d = toDec(value);
  return d.isZero() ? undefined : d.isNegative() ? 'text-destructive' : 'text-success';
};

/** One table of the Z report: a row per currency, its figures and its over/short in CAD. */
export function ZReportTable(props: { lines: ZLine[]; label: string; testPrefix: string }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <Table aria-label={props.label} className="z-table">
      <TableHeader>
        <TableRow>
          <TableHead>{t('Currency')}</TableHead>
          {FIGURES.map(([key, label]) => (
            <TableHead key={key} className="text-right">
              {t(label)}
            </TableHead>
          ))}
          <TableHead className="text-right">{t('Over/short (CAD)')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.lines.map((line) => (
          <TableRow key={line.currency_id} data-testid={`${props.testPrefix}-${line.code}`}>
            <TableCell className="font-medium">{line.code}</TableCell>
            {FIGURES.map(([key]) => (
              <TableCell
                key={key}
                data-figure={key}
                className={cn(
                  'text-right whitespace-nowrap tabular-nums',
                  key === 'over_short' && signClass(line.over_short),
                  key === 'counted' && 'font-medium',
                )}
              >
                {format.amount(line[key], line.decimal_places)}
              </TableCell>
            ))}
            <TableCell
              data-figure="cad_value"
              className={cn('text-right whitespace-nowrap tabular-nums', signClass(line.cad_value))}
            >
              {line.cad_value === null ? (
                <span title={t('No rate to CAD')}>—</span>
              ) : (
                format.amount(line.cad_value, 2)
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
