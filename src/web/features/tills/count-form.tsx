import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { CountBody, Denomination } from '@domain/contracts/cash';
import type { Currency } from '@domain/contracts/currencies';
import { formatAmount } from '@domain/money';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import {
  countBody,
  countSheet,
  lineSubtotal,
  readQuantity,
  tallyCurrency,
  type Quantities,
  type SheetCurrency,
} from './count-sheet';

// A till's count by denomination, to open it or (blind) to close it: a quantity per note and
// coin, each line's subtotal and each currency's total following every keystroke. Tab walks
// the quantities in order; Enter submits. No expected figure is ever shown here.

function CurrencyCount(props: {
  entry: SheetCurrency;
  quantities: Quantities;
  onChange: (key: string, text: string) => void;
  autoFocus: boolean;
}) {
  const { entry, quantities } = props;
  const { currency } = entry;
  const tally = tallyCurrency(entry, quantities);
  const problemId = `count-${currency.code}-problem`;
  return (
    <Card className="gap-3 py-4" data-testid={`count-${currency.code}`}>
      <CardHeader className="px-4">
        <CardTitle className="flex items-baseline justify-between gap-2 text-base">
          <span>{currency.code}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            {currency.name}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1.5 px-4">
        {entry.denominations.map((d, index) => {
          const text = quantities[d.key] ?? '';
          const subtotal = lineSubtotal(d.value, text);
          return (
            <div key={d.key} className="grid grid-cols-[5.5rem_6rem_1fr] items-center gap-2">
              <span className="text-sm tabular-nums">
                {d.label}
                <span className="ml-1 text-xs text-muted-foreground">{d.kind}</span>
              </span>
              <Input
                aria-label={`${currency.code} ${d.label} quantity`}
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                className="h-8 text-right tabular-nums"
                value={text}
                autoFocus={props.autoFocus && index === 0}
                aria-invalid={readQuantity(text) === null || undefined}
                aria-describedby={tally.problem ? problemId : undefined}
                onChange={(event) => props.onChange(d.key, event.target.value)}
              />
              <span
                className="text-right text-sm text-muted-foreground tabular-nums"
                data-testid={`subtotal-${currency.code}-${d.label}`}
              >
                {subtotal ? formatAmount(subtotal, currency.decimal_places) : '—'}
              </span>
            </div>
          );
        })}
        <div className="mt-1 flex items-baseline justify-between gap-2 border-t pt-2 text-sm font-medium">
          <span>Total</span>
          <output className="tabular-nums" data-testid={`total-${currency.code}`}>
            {`${formatAmount(tally.total, currency.decimal_places)} ${currency.code}`}
          </output>
        </div>
        {tally.problem && (
          <p id={problemId} role="alert" className="text-sm text-destructive">
            {tally.problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export function CountForm(props: {
  currencies: readonly Currency[];
  denominations: readonly Denomination[];
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (body: CountBody) => void;
  actions?: ReactNode;
}) {
  const sheet = useMemo(
    () => countSheet(props.currencies, props.denominations),
    [props.currencies, props.denominations],
  );
  const [quantities, setQuantities] = useState<Quantities>({});
  const [tried, setTried] = useState(false);
  const problems = sheet.filter((entry) => tallyCurrency(entry, quantities).problem !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || props.pending) return;
    props.onSubmit(countBody(sheet, quantities));
  };

  return (
    <form onSubmit={submit} aria-label="Count" className="grid gap-4" noValidate>
      {sheet.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No currency has denominations to count: the owner adds them in Settings.
        </p>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
          {sheet.map((entry, index) => (
            <CurrencyCount
              key={entry.currency.id}
              entry={entry}
              quantities={quantities}
              autoFocus={index === 0}
              onChange={(key, text) => setQuantities((current) => ({ ...current, [key]: text }))}
            />
          ))}
        </div>
      )}
      {/* Below lg the floating Customer panel button sits at the bar's left: the bar keeps clear of it. */}
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-1 py-3 backdrop-blur max-lg:pl-40">
        {tried && problems.length > 0 && (
          <p role="alert" className="mr-auto text-sm text-destructive">
            {`Fix the count of ${problems.map((p) => p.currency.code).join(', ')} first`}
          </p>
        )}
        {/* Cancel is the page's back link too: a narrow bar keeps the submit alone. */}
        <span className="max-sm:hidden">{props.actions}</span>
        <Button type="submit" disabled={props.pending}>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
