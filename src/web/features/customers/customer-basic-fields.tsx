import type { UseFormReturn } from 'react-hook-form';
import { RISK_LEVELS } from '@domain/constants';
import { LANGUAGES, LANGUAGE_LABELS } from '@domain/language';
import { CompanySelect } from '@web/components/company-select';
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
import type { CustomerCompany } from '@domain/contracts/customers';
import type { CustomerFormOutput, CustomerFormValues } from './customer-form-values';
import { riskLabel } from '@web/components/risk-badge';
import { useT } from '@web/i18n';

type Form = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;

export function CustomerBasicFields({
  form,
  showCompany,
  currentCompany = null,
}: {
  form: Form;
  showCompany: boolean;
  // The company the customer has now (listed even when archived).
  currentCompany?: CustomerCompany | null;
}) {
  const { t } = useT();
  const { control } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        control={control}
        name="first_name"
        label={t('First Name')}
        id="customer-first-name"
        render={({ field, control }) => <Input {...field} {...control} />}
      />
      <FormField
        control={control}
        name="last_name"
        label={t('Last Name')}
        id="customer-last-name"
        render={({ field, control }) => <Input {...field} {...control} />}
      />
      <FormField
        control={control}
        name="email"
        label={t('Email')}
        id="customer-email"
        render={({ field, control }) => <Input type="email" {...field} {...control} />}
      />
      <FormField
        control={control}
        name="phone"
        label={t('Phone')}
        id="customer-phone"
        render={({ field, control }) => (
          <Input type="tel" {...field} value={field.value ?? ''} {...control} />
        )}
      />
      <FormField
        control={control}
        name="birthday"
        label={t('Birthday')}
        id="customer-birthday"
        render={({ field, control }) => (
          <DatePicker
            value={field.value ?? null}
            onChange={field.onChange}
            disableFuture
            {...control}
          />
        )}
      />
      <FormField
        control={control}
        name="occupation"
        label={t('Occupation')}
        id="customer-occupation"
        render={({ field, control }) => <Input {...field} value={field.value ?? ''} {...control} />}
      />
      <FormField
        control={control}
        name="risk_level"
        label={t('Risk Level')}
        id="customer-risk"
        render={({ field, control }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RISK_LEVELS.map((level) => (
                <SelectItem key={level} value={level}>
                  {riskLabel(level, t)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FormField
        control={control}
        name="preferred_language"
        label={t('Preferred Language')}
        id="customer-language"
        render={({ field, control }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {/* Each language by its own name, as language pickers write them. */}
              {LANGUAGES.map((language) => (
                <SelectItem
                  key={language}
                  value={language}
                  lang={language === 'fr' ? 'fr-CA' : 'en-CA'}
                >
                  {LANGUAGE_LABELS[language]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      {showCompany && (
        <FormField
          control={control}
          name="company_id"
          label={t('Company')}
          id="customer-company"
          render={({ field, control }) => (
            <CompanySelect
              id={control.id}
              noneLabel={t('No company')}
              current={currentCompany}
              value={field.value && field.value !== 'none' ? field.value : null}
              onChange={(companyId) => field.onChange(companyId ?? 'none')}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
            />
          )}
        />
      )}
      <FormField
        control={control}
        name="address"
        label={t('Address')}
        id="customer-address"
        className="sm:col-span-2"
        render={({ field, control }) => (
          <Textarea rows={2} {...field} value={field.value ?? ''} {...control} />
        )}
      />
    </div>
  );
}
