import type { CountResult } from '@domain/contracts/cash';
import { isZero, toDec } from '@domain/money';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { useFormat, useT } from '@web/i18n';

export function VarianceText(props: { result: CountResult }) {
  const { variance, decimal_places, code } = props.result;
  const format = useFormat();
  const value = toDec(variance);
  const text = `${value.isPositive() && !value.isZero() ? '+' : ''}${format.money(variance, decimal_places, code)}`;
  return (
    <span
      className={cn(
        'tabular-nums',
        isZero(variance)
          ? 'text-muted-foreground'
          : value.isNegative()
            ? 'text-destructive'
            : 'text-success',
      )}
    >
      {text}
    </span>
  );
}

/** A count beside what the till held: counted, expected and the variance per currency. */
export function CountResults(props: {
  results: readonly CountResult[];
  expectedLabel: string;
  testId: string;
}) {
  const { t } = useT();
  const format = useFormat();
  const amount = (r: CountResult, value: string) => format.money(value, r.decimal_places, r.code);
  return (
    <Table data-testid={props.testId}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('Currency')}</TableHead>
          <TableHead className="text-right">{props.expectedLabel}</TableHead>
          <TableHead className="text-right">{t('Counted')}</TableHead>
          <TableHead className="text-right">{t('Variance')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.results.map((r) => (
          <TableRow key={r.currency_id} data-testid={`${props.testId}-${r.code}`}>
            <TableCell className="font-medium">{r.code}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {amount(r, r.expected)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {amount(r, r.total)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <VarianceText result={r} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
