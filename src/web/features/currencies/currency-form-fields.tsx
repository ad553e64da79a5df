// The currency form's fields (code, symbol, name, crypto id, tier, rounding, decimal places,
// quote unit, smallest amount paid out), as the fiat or crypto currency shows them.
import type { UseFormReturn } from 'react-hook-form';
import { CURRENCY_LIMITS } from '@domain/contracts/currencies';
import type { CurrencyValues } from '@domain/contracts/currency-check';
import type { CurrencyFormValues } from '@domain/contracts/currency-form';
import { CURRENCY_TIERS, QUOTE_UNITS, tierName } from '@domain/currency';
import { FormField } from '@web/components/form';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { useFormat, useT } from '@web/i18n';
import { decimalShown } from '@web/i18n/decimal-input';

type Form = UseFormReturn<CurrencyFormValues, unknown, CurrencyValues>;

// The price provider's id of a coin: an identifier, the same in every language.
const CRYPTO_ID_EXAMPLE = 'bitcoin';

export function CurrencyFormFields({
  form,
  crypto,
  editing,
}: {
  form: Form;
  crypto: boolean;
  // The code is read-only once the currency exists.
  editing: boolean;
}) {
  const { t } = useT();
  const { language, amount } = useFormat();
  const amountOf = (unit: number) => amount(String(unit), 0);
  const limits = CURRENCY_LIMITS[crypto ? 'crypto' : 'fiat'];
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <FormField
          control={form.control}
          name="code"
          label={t('Code *')}
          id="currency-code"
          render={({ field, control }) => (
            <Input
              {...field}
              {...control}
              maxLength={limits.codeMax}
              readOnly={editing}
              disabled={editing}
              placeholder={crypto ? 'BTC' : 'USD'}
              className="uppercase"
            />
          )}
        />
        <FormField
          control={form.control}
          name="symbol"
          label={t('Symbol *')}
          id="currency-symbol"
          render={({ field, control }) => (
            <Input placeholder={crypto ? '₿' : '$'} {...field} {...control} />
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="name"
        label={t('Name *')}
        id="currency-name"
        render={({ field, control }) => (
          <Input placeholder={crypto ? 'Bitcoin' : t('US Dollar')} {...field} {...control} />
        )}
      />
      {crypto && (
        <FormField
          control={form.control}
          name="crypto_id"
          label={t('Crypto ID *')}
          id="currency-crypto-id"
          render={({ field, control }) => (
            <Input placeholder={CRYPTO_ID_EXAMPLE} className="lowercase" {...field} {...control} />
          )}
        />
      )}
      <FormField
        control={form.control}
        name="tier"
        label={t('Tier')}
        id="currency-tier"
        render={({ field, control }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CURRENCY_TIERS.map((tier) => (
                <SelectItem key={tier} value={String(tier)}>
                  {`${tier} - ${t(tierName(tier, crypto))}`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          control={form.control}
          name="rounding_factor"
          label={t('Rounding Factor')}
          id="currency-rounding"
          render={({ field, control }) => (
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder={decimalShown(crypto ? '0.00000001' : '0.01', language)}
              {...field}
              {...control}
            />
          )}
        />
        <FormField
          control={form.control}
          name="decimal_places"
          label={t('Decimal Places')}
          id="currency-decimals"
          render={({ field, control }) => (
            <Input
              type="number"
              min={0}
              max={limits.maxDecimals}
              step={1}
              {...field}
              {...control}
            />
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="quote_unit"
        label={t('Quote rates per')}
        id="currency-quote-unit"
        render={({ field: { value, onChange, onBlur, ref }, control }) => (
          <Select value={value} onValueChange={onChange}>
            <SelectTrigger ref={ref} onBlur={onBlur} {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {QUOTE_UNITS.map((unit) => (
                <SelectItem key={unit} value={String(unit)}>
                  {unit === 1 ? t('1 unit') : t('{{unit}} units', { unit: amountOf(unit) })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      {!crypto && (
        <FormField
          control={form.control}
          name="payout_unit"
          label={t('Smallest amount paid out')}
          id="currency-payout-unit"
          render={({ field, control }) => (
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('Any amount')}
              {...field}
              value={field.value ?? ''}
              {...control}
            />
          )}
        />
      )}
    </>
  );
}
