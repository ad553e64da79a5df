import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import {
  previewPair,
  type ExchangeFormContext,
  type ExchangeFormValues,
  type ExchangePairValues,
} from '@domain/contracts/exchange-form';
import { MAX_EXCHANGE_PAIRS } from '@domain/exchange';
import { formatAmount, toFixedString } from '@domain/money';
import { CurrencySelect } from '@web/components/currency-select';
import { FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';

export const EMPTY_PAIR: ExchangePairValues = {
  from_currency_id: '',
  to_currency_id: '',
  amount: '',
  receives: '',
  custom_rate: '',
};

type PairProps = { index: number; currencies: readonly Currency[]; context: ExchangeFormContext };

function CurrencyField(props: PairProps & { side: 'from' | 'to' }) {
  const name = `pairs.${props.index}.${props.side}_currency_id` as const;
  return (
    <FormField<ExchangeFormValues, typeof name, unknown>
      name={name}
      label={props.side === 'from' ? 'From Currency' : 'To Currency'}
      id={`pair-${props.index}-${props.side}`}
      render={({ field, control }) => (
        <CurrencySelect currencies={props.currencies} {...field} {...control} />
      )}
    />
  );
}

// Typing the amount clears what the customer receives, and the other way round (SPEC §4).
function AmountField(props: PairProps & { side: 'amount' | 'receives' }) {
  const { setValue } = useFormContext<ExchangeFormValues>();
  const name = `pairs.${props.index}.${props.side}` as const;
  const other = props.side === 'amount' ? 'receives' : 'amount';
  return (
    <FormField<ExchangeFormValues, typeof name, unknown>
      name={name}
      label={props.side === 'amount' ? 'Amount' : 'Receives'}
      id={`pair-${props.index}-${props.side}`}
      render={({ field, control }) => (
        <Input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          {...field}
          {...control}
          onChange={(event) => {
            field.onChange(event.target.value);
            setValue(`pairs.${props.index}.${other}`, '');
          }}
        />
      )}
    />
  );
}

function PairPreviewLine(props: PairProps) {
  const pair = useWatch<ExchangeFormValues, `pairs.${number}`>({
    name: `pairs.${props.index}`,
  });
  const from = props.currencies.find((c) => c.id === pair.from_currency_id);
  const to = props.currencies.find((c) => c.id === pair.to_currency_id);
  const preview = previewPair(pair, props.context);
  if (!from || !to) return null;
  if (!preview.rate) return <p className="text-sm text-muted-foreground">No rate for this pair</p>;
  return (
    <p className="text-sm text-muted-foreground" data-testid={`pair-${props.index}-preview`}>
      {`Rate: 1 ${from.code} = ${toFixedString(preview.rate, 6)} ${to.code}`}
      {preview.figures &&
        ` · ${formatAmount(preview.figures.from_amount, from.decimal_places)} ${from.code} → ${formatAmount(preview.figures.to_amount, to.decimal_places)} ${to.code}`}
    </p>
  );
}

export function PairFields(props: {
  currencies: readonly Currency[];
  context: ExchangeFormContext;
}) {
  const { control } = useFormContext<ExchangeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'pairs' });
  return (
    <div className="grid gap-4">
      {fields.map((item, index) => (
        <fieldset key={item.id} className="grid gap-3 rounded-md border p-4">
          <legend className="px-1 text-sm font-medium">{`Pair ${index + 1}`}</legend>
          <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
            <CurrencyField index={index} side="from" {...props} />
            <CurrencyField index={index} side="to" {...props} />
            <AmountField index={index} side="amount" {...props} />
            <FormField<ExchangeFormValues, `pairs.${number}.custom_rate`, unknown>
              name={`pairs.${index}.custom_rate`}
              label="Rate Override"
              id={`pair-${index}-rate`}
              render={({ field, control: aria }) => (
                <Input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.0001"
                  {...field}
                  {...aria}
                />
              )}
            />
            <AmountField index={index} side="receives" {...props} />
          </div>
          <div className="flex items-center justify-between gap-2">
            <PairPreviewLine index={index} {...props} />
            {fields.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove pair ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2Icon /> Remove
              </Button>
            )}
          </div>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={fields.length >= MAX_EXCHANGE_PAIRS}
        onClick={() => append(EMPTY_PAIR)}
      >
        <PlusIcon /> Add Transaction
      </Button>
    </div>
  );
}
