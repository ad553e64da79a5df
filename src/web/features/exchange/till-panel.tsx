import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { TriangleAlertIcon } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import type { ExchangeFormContext, ExchangeFormValues } from '@domain/contracts/exchange-form';
import { balancesAfterExchange } from '@domain/exchange-balance';
import { toDec } from '@domain/money';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useMySession } from '@web/features/tills';
import { msg, useFormat, useT } from '@web/i18n';
import { usePairPreview } from './pair-preview';

export const TILL_NEEDED = msg('Open your till before booking an exchange');

// The open till beside the exchange. For a manager or the owner: what it holds of each pair's
// currencies, and a warning (not a block) when the cash handed out would take it below zero;
// for a teller, only its name (blind close). Cash paid in lands
// in the till; a card payment's paid-in side does not (it goes to card settlement).
export function TillPanel(props: {
  currencies: readonly Currency[];
  context: ExchangeFormContext;
}) {
  const { t } = useT();
  const f = useFormat();
  const preview = usePairPreview(props.context);
  const mine = useMySession();
  const [pairs, paymentMethod] = useWatch<ExchangeFormValues, ['pairs', 'payment_method']>({
    name: ['pairs', 'payment_method'],
  });
  if (mine.isPending) return null;
  if (mine.isError) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="till-panel">
        {t('Could not load your till.')}
      </p>
    );
  }
  const { session } = mine.data;
  if (!session || session.status !== 'open') {
    return (
      <Card className="gap-3 border-warning/40 bg-warning/10 py-4" data-testid="till-panel">
        <CardContent className="grid gap-2 px-4 text-sm">
          <p role="status" className="flex items-start gap-1.5 font-medium">
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {session
              ? t("{{needed}}: {{till}} is counted and waits for a manager's sign-off", {
                  needed: t(TILL_NEEDED),
                  till: session.till.name,
                })
              : t(TILL_NEEDED)}
          </p>
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to="/tills">{t('Open a Till')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const till = session.till.name;
  // A teller counts blind (docs/decisions/0036): the server tells them nothing it expects.
  if (mine.data.balances === null) {
    return (
      <Card className="gap-3 py-4" data-testid="till-panel">
        <CardHeader className="px-4">
          <CardTitle className="text-base">{t('Till: {{till}}', { till })}</CardTitle>
        </CardHeader>
        <CardContent className="px-4 text-sm text-muted-foreground">
          {t('{{till}} is counted blind: what it holds shows after your count.', { till })}
        </CardContent>
      </Card>
    );
  }
  const held = new Map(mine.data.balances.map((b) => [b.currency_id, b.balance]));
  const shown = new Set<string>();
  for (const pair of pairs) {
    for (const id of [pair.from_currency_id, pair.to_currency_id]) {
      if (props.currencies.some((c) => c.id === id)) shown.add(id);
    }
  }
  const balances = new Map([...shown].map((id) => [id, held.get(id) ?? '0']));
  const movements = pairs.flatMap((pair) => {
    const { figures } = preview(pair);
    if (!figures) return [];
    return [
      {
        fromCurrencyId: pair.from_currency_id,
        fromAmount: paymentMethod === 'card' ? toDec('0') : figures.from_amount,
        toCurrencyId: pair.to_currency_id,
        toAmount: figures.to_amount,
      },
    ];
  });
  const after = balancesAfterExchange(movements, balances);
  // In the pairs' order: what the customer brings, then what the till hands out.
  const lines = [...shown].flatMap((id) => props.currencies.filter((c) => c.id === id));

  return (
    <Card className="gap-3 py-4" data-testid="till-panel">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{t('Till: {{till}}', { till })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1.5 px-4 text-sm">
        {lines.length === 0 && (
          <p className="text-muted-foreground">
            {t('Choose the currencies to see what the till holds.')}
          </p>
        )}
        {lines.map((currency) => (
          <p key={currency.id} className="tabular-nums" data-testid={`till-holds-${currency.code}`}>
            {t('{{till}} holds {{amount}}', {
              till,
              amount: f.money(
                balances.get(currency.id) ?? '0',
                currency.decimal_places,
                currency.code,
              ),
            })}
          </p>
        ))}
        {lines.map((currency) => {
          const left = after.get(currency.id);
          if (!left?.isNegative()) return null;
          return (
            <p
              key={`${currency.id}-warning`}
              role="status"
              className="flex items-start gap-1.5 text-amber-700 dark:text-amber-400"
            >
              <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('This exchange would take {{till}} below zero in {{code}} ({{after}} after it)', {
                till,
                code: currency.code,
                after: f.money(left, currency.decimal_places, currency.code),
              })}
            </p>
          );
        })}
      </CardContent>
    </Card>
  );
}
