import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { Currency, CurrencyKindFilter } from '@domain/contracts/currencies';
import type {
  ExchangeFormContext,
  ExchangeFormValues,
  ExchangePairValues,
} from '@domain/contracts/exchange-form';
import { pairMessages } from '@domain/contracts/exchange-request';
import { isCrypto } from '@domain/currency';
import { isPayable, MAX_EXCHANGE_PAIRS, payoutProposal } from '@domain/exchange';
import { balancesAfterExchange } from '@domain/exchange-balance';
import { type Dec, toFixedString } from '@domain/money';
import { quotedRate, rateShownPlaces } from '@domain/rate-board';
import { VIA_CAD } from '@domain/receipt';
import { CurrencySelect } from '@web/components/currency-select';
import { FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { translate, useFormat, useT } from '@web/i18n';
import { decimalShown } from '@web/i18n/decimal-input';
import { CurrencyKindSwitch, currencyChoices } from './currency-kind-switch';
import { exchangeMessage } from './exchange-messages';
import { PairBalance, PairBalanceWarning } from './pair-balance';
import { PairNotesWarning } from './pair-notes';
import { usePairPreview } from './pair-preview';
import { PairRateRefresh } from './pair-rate-refresh';

export const EMPTY_PAIR: ExchangePairValues = {
  from_currency_id: '',
  to_currency_id: '',
  amount: '',
  receives: '',
  custom_rate: '',
};

type PairProps = { index: number; currencies: readonly Currency[]; context: ExchangeFormContext };

function CurrencyField(props: PairProps & { side: 'from' | 'to'; kind: CurrencyKindFilter }) {
  const { t } = useT();
  const name = `pairs.${props.index}.${props.side}_currency_id` as const;
  return (
    <FormField<ExchangeFormValues, typeof name, unknown>
      name={name}
      label={props.side === 'from' ? t('From Currency') : t('To Currency')}
      id={`pair-${props.index}-${props.side}`}
      render={({ field, control }) => (
        <CurrencySelect
          currencies={currencyChoices(props.currencies, props.kind, field.value)}
          {...field}
          {...control}
        />
      )}
    />
  );
}

// A decimal typed as text: French writes '1 234,56' (read by pair-preview.ts's readPair).
const DECIMAL_TEXT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;

// Typing the amount clears what the customer receives, and the other way round (SPEC §4).
function AmountField(props: PairProps & { side: 'amount' | 'receives' }) {
  const { t } = useT();
  const { setValue } = useFormContext<ExchangeFormValues>();
  const name = `pairs.${props.index}.${props.side}` as const;
  const other = props.side === 'amount' ? 'receives' : 'amount';
  return (
    <FormField<ExchangeFormValues, typeof name, unknown>
      name={name}
      label={props.side === 'amount' ? t('Amount') : t('Receives')}
      id={`pair-${props.index}-${props.side}`}
      render={({ field, control }) => (
        <Input
          {...DECIMAL_TEXT}
          {...field}
          {...control}
          onChange={(event) => {
            field.onChange(event.target.value);
            setValue(`pairs.${props.index}.${other}`, '');
            setValue(`pairs.${props.index}.offered`, '');
          }}
        />
      )}
    />
  );
}

function PairPreviewLine(props: PairProps) {
  const { t } = useT();
  const f = useFormat();
  const pair = useWatch<ExchangeFormValues, `pairs.${number}`>({
    name: `pairs.${props.index}`,
  });
  const from = props.currencies.find((c) => c.id === pair.from_currency_id);
  const to = props.currencies.find((c) => c.id === pair.to_currency_id);
  const preview = usePairPreview(props.context)(pair);
  if (!from || !to) return null;
  if (!preview.rate) {
    return <p className="text-sm text-muted-foreground">{t('No rate for this pair')}</p>;
  }
  if (!preview.fits) {
    return (
      <p className="text-sm text-destructive" data-testid={`pair-${props.index}-preview`}>
        {exchangeMessage(pairMessages(props.index).tooLarge, translate, f)}
      </p>
    );
  }
  // Per the quote unit of a currency quoted per 100 or 1,000 (issue 46), as the board reads it.
  const quoted = quotedRate(preview.rate, from, to);
  return (
    <p className="text-sm text-muted-foreground" data-testid={`pair-${props.index}-preview`}>
      {quoted.units > 1
        ? t('Rate: {{units}} {{from}} = {{rate}} {{to}}', {
            units: f.amount(String(quoted.units), 0),
            from: quoted.of,
            rate: f.decimal(toFixedString(quoted.value, rateShownPlaces(quoted.value))),
            to: quoted.in,
          })
        : t('Rate: 1 {{from}} = {{rate}} {{to}}', {
            from: from.code,
            rate: f.decimal(toFixedString(preview.rate, rateShownPlaces(preview.rate))),
            to: to.code,
          })}
      {preview.viaCad && ` ${t(VIA_CAD)}`}
      {preview.figures &&
        ` · ${f.money(preview.figures.from_amount, from.decimal_places, from.code)} → ${f.money(preview.figures.to_amount, to.decimal_places, to.code)}`}
    </p>
  );
}

// What the till can pay out (issue 46): a currency handed out in multiples of its payout unit
// says so when the pair's amount is not one, with the nearest amount it can pay and a button
// that asks for it (as what the customer receives).
function PayoutNotice(props: PairProps) {
  const { t } = useT();
  const f = useFormat();
  const { setValue } = useFormContext<ExchangeFormValues>();
  const pair = useWatch<ExchangeFormValues, `pairs.${number}`>({
    name: `pairs.${props.index}`,
  });
  const from = props.currencies.find((c) => c.id === pair.from_currency_id);
  const to = props.currencies.find((c) => c.id === pair.to_currency_id);
  const preview = usePairPreview(props.context)(pair);
  if (!from || !to || to.payout_unit === null || !preview.figures || !preview.rate) return null;
  const proposal = payoutProposal({ figures: preview.figures, rate: preview.rate, from, to });
  if (isPayable(preview.figures.to_amount, to.payout_unit)) return null;
  const unit = f.money(to.payout_unit, to.decimal_places, to.code);
  return (
    <div
      className="flex flex-wrap items-center gap-2 text-sm text-amber-700 dark:text-amber-400"
      data-testid={`pair-${props.index}-payout`}
    >
      <p>
        {proposal
          ? t('The till pays out in multiples of {{unit}}: {{payable}} for {{cost}}.', {
              unit,
              payable: f.money(proposal.to_amount, to.decimal_places, to.code),
              cost: f.money(proposal.from_amount, from.decimal_places, from.code),
            })
          : t('The till pays out in multiples of {{unit}}.', { unit })}
      </p>
      {proposal && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setValue(
              `pairs.${props.index}.receives`,
              decimalShown(proposal.to_amount.toFixed(), f.language),
            );
            setValue(`pairs.${props.index}.amount`, '');
            // Kept for the receipt: what was offered, and what goes back.
            setValue(`pairs.${props.index}.offered`, preview.figures?.from_amount.toFixed() ?? '');
          }}
        >
          {t('Pay out {{amount}}', {
            amount: f.money(proposal.to_amount, to.decimal_places, to.code),
          })}
        </Button>
      )}
    </div>
  );
}

type PairRowProps = PairProps & {
  kind: CurrencyKindFilter;
  cryptoEnabled: boolean;
  balances: ReadonlyMap<string, string>;
  after: ReadonlyMap<string, Dec>;
  onRemove: (() => void) | null;
};

function PairRow(props: PairRowProps) {
  const { t } = useT();
  const { index } = props;
  const pair = useWatch<ExchangeFormValues, `pairs.${number}`>({ name: `pairs.${index}` });
  const from = props.currencies.find((c) => c.id === pair.from_currency_id);
  const to = props.currencies.find((c) => c.id === pair.to_currency_id);
  const involvesCrypto = [from, to].some((c) => c && isCrypto(c));
  return (
    <fieldset className="grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('Pair {{n}}', { n: index + 1 })}</legend>
      <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
        <CurrencyField side="from" {...props} />
        <CurrencyField side="to" {...props} />
        <AmountField side="amount" {...props} />
        <FormField<ExchangeFormValues, `pairs.${number}.custom_rate`, unknown>
          name={`pairs.${index}.custom_rate`}
          label={t('Rate Override')}
          id={`pair-${index}-rate`}
          render={({ field, control: aria }) => <Input {...DECIMAL_TEXT} {...field} {...aria} />}
        />
        <AmountField side="receives" {...props} />
        <PairBalance index={index} to={to} balance={to ? props.balances.get(to.id) : undefined} />
      </div>
      <PairBalanceWarning to={to} after={to ? props.after.get(to.id) : undefined} />
      <PayoutNotice {...props} />
      <PairNotesWarning index={index} currencies={props.currencies} context={props.context} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PairPreviewLine {...props} />
        <div className="ml-auto flex gap-2">
          {props.cryptoEnabled && involvesCrypto && (
            <PairRateRefresh index={index} from={from} to={to} />
          )}
          {props.onRemove && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('Remove pair {{n}}', { n: index + 1 })}
              onClick={props.onRemove}
            >
              <Trash2Icon /> {t('Remove')}
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}

export function PairFields(props: {
  currencies: readonly Currency[];
  context: ExchangeFormContext;
  cryptoEnabled: boolean;
  balances: ReadonlyMap<string, string>;
}) {
  const { t } = useT();
  const preview = usePairPreview(props.context);
  const { control } = useFormContext<ExchangeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'pairs' });
  const pairs = useWatch({ control, name: 'pairs' });
  const [chosenKind, setKind] = useState<CurrencyKindFilter>('all');
  // Crypto features are hidden unless enabled (SPEC §4), the filter with them.
  const kind = props.cryptoEnabled ? chosenKind : 'all';
  const movements = pairs.flatMap((pair) => {
    const { figures } = preview(pair);
    return figures
      ? [
          {
            fromCurrencyId: pair.from_currency_id,
            fromAmount: figures.from_amount,
            toCurrencyId: pair.to_currency_id,
            toAmount: figures.to_amount,
          },
        ]
      : [];
  });
  const after = balancesAfterExchange(movements, props.balances);
  return (
    <div className="grid gap-4">
      {props.cryptoEnabled && <CurrencyKindSwitch value={kind} onChange={setKind} />}
      {fields.map((item, index) => (
        <PairRow
          key={item.id}
          index={index}
          currencies={props.currencies}
          context={props.context}
          kind={kind}
          cryptoEnabled={props.cryptoEnabled}
          balances={props.balances}
          after={after}
          onRemove={fields.length > 1 ? () => remove(index) : null}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={fields.length >= MAX_EXCHANGE_PAIRS}
        onClick={() => append(EMPTY_PAIR)}
      >
        <PlusIcon /> {t('Add Transaction')}
      </Button>
    </div>
  );
}
