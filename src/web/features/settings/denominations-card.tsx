import { useState } from 'react';
import { Coins } from 'lucide-react';
import type { Denomination } from '@domain/contracts/cash';
import { toDec } from '@domain/money';
import { CurrencySelect } from '@web/components/currency-select';
import { LoadError } from '@web/components/load-error';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { useCurrencies } from '@web/features/currencies';
import { AddDenominationForm } from './add-denomination-form';
import { useSetDenominationActive } from './cash-api';
import { useDenominations } from '@web/shared/cash-setup';
import { useKindLabel } from './denomination-kind';
import { TillToleranceField } from './till-tolerance-field';

// Largest first, as a count form lists them.
const byValueDesc = (a: Denomination, b: Denomination) => toDec(b.value).cmp(a.value);

function DenominationRow(props: { denomination: Denomination; code: string; places: number }) {
  const setActive = useSetDenominationActive();
  const { t } = useT();
  const format = useFormat();
  const kindLabel = useKindLabel();
  const { denomination } = props;
  const label = format.money(denomination.value, props.places, props.code);
  const toggle = async (active: boolean) => {
    try {
      await setActive.mutateAsync({ id: denomination.id, is_active: active });
      notify.success(
        active
          ? t('{{name}} is counted again', { name: label })
          : t('{{name}} deactivated', { context: 'denomination', name: label }),
      );
    } catch (error) {
      notifyFailure(t('Failed to update the denomination'), error);
    }
  };
  return (
    <li
      className="flex items-center justify-between gap-4 py-2"
      data-testid={`denomination-${props.code}-${denomination.value}`}
    >
      <div className="flex items-center gap-2">
        <span className="font-medium tabular-nums">{label}</span>
        <Badge variant="outline">{kindLabel(denomination.kind)}</Badge>
        {!denomination.is_active && <Badge variant="secondary">{t('Inactive')}</Badge>}
      </div>
      <Switch
        checked={denomination.is_active}
        disabled={setActive.isPending}
        onCheckedChange={toggle}
        aria-label={t('{{name}} active', { name: label })}
      />
    </li>
  );
}

// The notes and coins tills are counted by, per currency, and how far a count may be off.
// A denomination is deactivated rather than deleted: past counts still name it.
export function DenominationsCard(props: { toleranceAmount: string }) {
  const currencies = useCurrencies({ active: true, kind: 'fiat' });
  const denominations = useDenominations();
  const [chosen, setChosen] = useState<string | null>(null);
  const { t } = useT();
  const list = currencies.data ?? [];
  const currency = list.find((c) => c.id === chosen) ?? list[0];
  const rows = (denominations.data ?? [])
    .filter((d) => d.currency_id === currency?.id)
    .sort(byValueDesc);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins className="size-4" aria-hidden="true" />
          {t('Till Counts')}
        </CardTitle>
        <CardDescription>
          {t('The notes and coins tills are counted by, and how far a count may differ')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <TillToleranceField amount={props.toleranceAmount} />
        <div className="grid gap-3">
          <div className="grid gap-1.5 sm:max-w-xs">
            <Label htmlFor="denomination-currency">{t('Denominations of')}</Label>
            <CurrencySelect
              id="denomination-currency"
              currencies={list}
              value={currency?.id ?? ''}
              onChange={setChosen}
            />
          </div>
          {denominations.isError ? (
            <LoadError
              what={t('the denominations')}
              onRetry={() => void denominations.refetch()}
              retrying={denominations.isFetching}
            />
          ) : denominations.isPending || currencies.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : currency ? (
            <>
              {rows.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {t('No {{code}} denominations yet: add its notes and coins below.', {
                    code: currency.code,
                  })}
                </p>
              ) : (
                <ul
                  className="divide-y"
                  aria-label={t('{{code}} denominations', { code: currency.code })}
                >
                  {rows.map((d) => (
                    <DenominationRow
                      key={d.id}
                      denomination={d}
                      code={currency.code}
                      places={currency.decimal_places}
                    />
                  ))}
                </ul>
              )}
              <AddDenominationForm currencyId={currency.id} code={currency.code} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t('No active currency.')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
