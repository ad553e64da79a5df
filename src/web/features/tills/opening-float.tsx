import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import { CurrencySelect } from '@web/components/currency-select';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useT } from '@web/i18n';

/** A currency and the amount of it handed over from the vault, as typed. */
export type FloatRow = { key: number; currency_id: string; amount: string };

// The float a till takes from its branch's vault as it opens (issue 46): the teller lists what
// is handed over, then counts the till with it in (the count below).
export function OpeningFloat(props: {
  currencies: readonly Currency[];
  rows: readonly FloatRow[];
  onChange: (rows: FloatRow[]) => void;
}) {
  const { t } = useT();
  const { rows, onChange } = props;
  const update = (key: number, change: Partial<FloatRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Card role="region" aria-label={t('Float from the vault')}>
      <CardHeader>
        <CardTitle>{t('Float from the vault')}</CardTitle>
        <CardDescription>
          {t(
            'What the vault hands over as this till opens. Count the till below with the float in it: a difference is your opening variance.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {rows.map((row, index) => (
          <div key={row.key} className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-56 gap-1.5">
              <Label htmlFor={`float-${row.key}-currency`}>
                {t('Currency {{n}}', { n: index + 1 })}
              </Label>
              <CurrencySelect
                id={`float-${row.key}-currency`}
                currencies={props.currencies}
                value={row.currency_id}
                onChange={(currency_id) => update(row.key, { currency_id })}
              />
            </div>
            <div className="grid w-40 gap-1.5">
              <Label htmlFor={`float-${row.key}-amount`}>
                {t('Amount {{n}}', { n: index + 1 })}
              </Label>
              <Input
                id={`float-${row.key}-amount`}
                inputMode="decimal"
                autoComplete="off"
                value={row.amount}
                onChange={(event) => update(row.key, { amount: event.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('Remove float {{n}}', { n: index + 1 })}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              <Trash2Icon />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            onChange([
              ...rows,
              { key: Math.max(0, ...rows.map((r) => r.key)) + 1, currency_id: '', amount: '' },
            ])
          }
        >
          <PlusIcon /> {t('Take a float from the vault')}
        </Button>
      </CardContent>
    </Card>
  );
}
