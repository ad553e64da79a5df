import { useFormContext, useWatch } from 'react-hook-form';
import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import { EXCHANGE_MESSAGES } from '@domain/exchange';
import { FormField } from '@web/components/form';
import { DatePicker } from '@web/components/ui/date-picker';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { useT } from '@web/i18n';
import { ReceiptLanguageField } from './receipt-language-field';

// Business is offered only to a customer with a company (SPEC §2).
export function CategorySelect(props: {
  value: string;
  onChange: (value: string) => void;
  hasCompany: boolean;
  id: string;
}) {
  const { t } = useT();
  return (
    <Select value={props.value} onValueChange={props.onChange}>
      <SelectTrigger id={props.id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="personal">{t('Personal')}</SelectItem>
        <SelectItem value="business" disabled={!props.hasCompany}>
          {t('Business')}
        </SelectItem>
      </SelectContent>
    </Select>
  );
}

export function ExchangeDetailsFields(props: { hasCompany: boolean; cardBlocked: boolean }) {
  const { t } = useT();
  const { control } = useFormContext<ExchangeFormValues>();
  const method = useWatch({ control, name: 'payment_method' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField<ExchangeFormValues, 'reference_number', unknown>
        name="reference_number"
        label={t('Reference Number')}
        id="exchange-reference"
        render={({ field, control: aria }) => <Input readOnly {...field} {...aria} />}
      />
      <FormField<ExchangeFormValues, 'transaction_date', unknown>
        name="transaction_date"
        label={t('Date')}
        id="exchange-date"
        render={({ field, control: aria }) => (
          <DatePicker value={field.value} onChange={field.onChange} {...aria} />
        )}
      />
      <FormField<ExchangeFormValues, 'transaction_category', unknown>
        name="transaction_category"
        label={t('Category')}
        id="exchange-category"
        render={({ field, control: aria }) => (
          <CategorySelect
            id={aria.id}
            value={field.value}
            onChange={field.onChange}
            hasCompany={props.hasCompany}
          />
        )}
      />
      <FormField<ExchangeFormValues, 'payment_method', unknown>
        name="payment_method"
        label={t('Payment Method')}
        id="exchange-payment"
        render={({ field, control: aria }) => (
          <div className="grid gap-1.5">
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="cash">{t('Cash')}</SelectItem>
                <SelectItem value="card">{t('Card')}</SelectItem>
              </SelectContent>
            </Select>
            {method === 'card' && props.cardBlocked && (
              <p className="text-sm text-amber-700 dark:text-amber-400">
                {t(EXCHANGE_MESSAGES.cardWarning)}
              </p>
            )}
          </div>
        )}
      />
      <FormField<ExchangeFormValues, 'source_of_money', unknown>
        name="source_of_money"
        label={t('Source of Money')}
        id="exchange-source"
        render={({ field, control: aria }) => (
          <Input placeholder={t('e.g., Cash, Bank Transfer')} {...field} {...aria} />
        )}
      />
      <ReceiptLanguageField />
      <FormField<ExchangeFormValues, 'notes', unknown>
        name="notes"
        label={t('Notes')}
        id="exchange-notes"
        className="sm:col-span-2"
        render={({ field, control: aria }) => <Textarea rows={2} {...field} {...aria} />}
      />
    </div>
  );
}
