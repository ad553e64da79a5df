import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { CountBody, Denomination } from '@domain/contracts/cash';
import type { Currency } from '@domain/contracts/currencies';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { msg, useFormat, useT } from '@web/i18n';
import { decimalShown } from '@web/i18n/decimal-input';
import {
  countBody,
  countSheet,
  lineSubtotal,
  readQuantity,
  tallyCurrency,
  type Quantities,
  type SheetCurrency,
} from './count-sheet';

// How a denomination's kind reads beside its value.
const KIND_TEXT: Record<string, string> = { note: msg('note'), coin: msg('coin') };

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
  const { t } = useT();
  const format = useFormat();
  const tally = tallyCurrency(entry, quantities, t);
  const kindText = (kind: string) => {
    const text = KIND_TEXT[kind];
    return text ? t(text) : kind;
  };
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
          const label = decimalShown(d.label, format.language);
          return (
            <div key={d.key} className="grid grid-cols-[5.5rem_6rem_1fr] items-center gap-2">
              <span className="text-sm tabular-nums">
                {label}
                <span className="ml-1 text-xs text-muted-foreground">{kindText(d.kind)}</span>
              </span>
              <Input
                aria-label={t('{{code}} {{denomination}} quantity', {
                  code: currency.code,
                  denomination: label,
                })}
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
                {subtotal ? format.amount(subtotal, currency.decimal_places) : '—'}
              </span>
            </div>
          );
        })}
        <div className="mt-1 flex items-baseline justify-between gap-2 border-t pt-2 text-sm font-medium">
          <span>{t('Total')}</span>
          <output className="tabular-nums" data-testid={`total-${currency.code}`}>
            {format.money(tally.total, currency.decimal_places, currency.code)}
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
  const { t } = useT();
  const problems = sheet.filter((entry) => tallyCurrency(entry, quantities).problem !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || props.pending) return;
    props.onSubmit(countBody(sheet, quantities));
  };

  return (
    <form onSubmit={submit} aria-label={t('Count')} className="grid gap-4" noValidate>
      {sheet.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('No currency has denominations to count: the owner adds them in Settings.')}
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
            {t('Fix the count of {{codes}} first', {
              codes: problems.map((p) => p.currency.code).join(', '),
            })}
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
