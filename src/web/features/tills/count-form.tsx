import { useMemo, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
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
  splitSheet,
  type Quantities,
  type SheetCurrency,
} from './count-sheet';
import { COUNT_SHORTCUTS, countKeyDown, focusCurrency } from './count-keys';
import { CountNav, currencyCardId } from './count-nav';

// How a denomination's kind reads beside its value.
const KIND_TEXT: Record<string, string> = { note: msg('note'), coin: msg('coin') };

// A till's count by denomination, to open it or (blind) to close it: a quantity per note and
// coin, each line's subtotal and each currency's total following every keystroke. The
// currencies the till holds or was counted with come first, the others one click away (issue
// 47). Tab walks the quantities in order, Enter goes on to the next currency, Ctrl+Enter or the
// button submits (count-keys.ts). No expected figure is ever shown here.

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
    <Card
      id={currencyCardId(currency.code)}
      className="scroll-mt-4 gap-3 py-4"
      data-testid={`count-${currency.code}`}
      data-count-currency
    >
      <CardHeader className="px-4">
        <CardTitle className="flex items-baseline justify-between gap-2 text-base">
          <span>{currency.code}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            {format.currencyName(currency)}
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
                aria-keyshortcuts={COUNT_SHORTCUTS}
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
  // The currencies the till holds or was counted with (never from its balances on a blind
  // count), listed first; the others wait behind Show all currencies. Absent: all are listed.
  held?: readonly string[];
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
  const [showAll, setShowAll] = useState(false);
  const { t } = useT();
  const { shown, more } = splitSheet(sheet, props.held, showAll);
  const showMore = (event: MouseEvent<HTMLButtonElement>) => {
    const firstHidden = more[0]?.currency.code;
    const form = event.currentTarget.form;
    flushSync(() => setShowAll(true));
    // The first currency just listed takes the focus.
    if (firstHidden && form) {
      focusCurrency(form.querySelector(`#${currencyCardId(firstHidden)}`) ?? undefined);
    }
  };
  const problems = sheet.filter((entry) => tallyCurrency(entry, quantities).problem !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || props.pending) return;
    props.onSubmit(countBody(sheet, quantities));
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={countKeyDown}
      aria-label={t('Count')}
      className="grid gap-4"
      noValidate
    >
      {sheet.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('No currency has denominations to count: the owner adds them in Settings.')}
        </p>
      ) : (
        <>
          <CountNav codes={shown.map((entry) => entry.currency.code)} />
          <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((entry, index) => (
              <CurrencyCount
                key={entry.currency.id}
                entry={entry}
                quantities={quantities}
                autoFocus={index === 0}
                onChange={(key, text) => setQuantities((current) => ({ ...current, [key]: text }))}
              />
            ))}
          </div>
          {more.length > 0 && (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" variant="outline" data-count-next onClick={showMore}>
                {t('Show all currencies')}
              </Button>
              <p className="text-sm text-muted-foreground">
                {t('Not listed: {{codes}}', {
                  codes: more.map((entry) => entry.currency.code).join(', '),
                })}
              </p>
            </div>
          )}
        </>
      )}
      {/* Below lg the floating Customer panel button sits at the bar's left: the bar keeps clear
          of it, beside it, or on a phone above it (a long submit label beside it would be wider
          than the window). */}
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-1 py-3 backdrop-blur max-lg:pl-40 max-sm:pb-16 max-sm:pl-1">
        {tried && problems.length > 0 && (
          <p role="alert" className="mr-auto text-sm text-destructive">
            {t('Fix the count of {{codes}} first', {
              codes: problems.map((p) => p.currency.code).join(', '),
            })}
          </p>
        )}
        {/* Cancel is the page's back link too: a narrow bar keeps the submit alone. */}
        <span className="max-sm:hidden">{props.actions}</span>
        <Button type="submit" disabled={props.pending} data-count-next>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
