import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@domain/language';
import { FormField } from '@web/components/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { useT } from '@web/i18n';

// The language the receipt prints in (issue 28): the customer's preferred language unless the
// teller picks another. Each language is named in itself (English, Français).
export function ReceiptLanguageField() {
  const { t } = useT();
  return (
    <FormField<ExchangeFormValues, 'receipt_language', unknown>
      name="receipt_language"
      label={t('Receipt language')}
      id="exchange-receipt-language"
      render={({ field, control: aria }) => (
        <Select value={field.value} onValueChange={(value) => field.onChange(value as Language)}>
          <SelectTrigger {...aria}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LANGUAGES.map((language) => (
              <SelectItem key={language} value={language} lang={language}>
                {LANGUAGE_LABELS[language]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
