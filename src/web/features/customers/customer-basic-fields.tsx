import { Controller, type UseFormReturn } from 'react-hook-form';
import { RISK_LEVELS } from '@domain/constants';
import { CompanySelect } from '@web/components/company-select';
import { DatePicker } from '@web/components/ui/date-picker';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import type { CustomerFormOutput, CustomerFormValues } from './customer-form-values';
import { RISK_LABELS } from '@web/components/risk-badge';

type Form = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;

export function CustomerBasicFields({ form, showCompany }: { form: Form; showCompany: boolean }) {
  const errors = form.formState.errors;
  const { register, control } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="First Name"
        htmlFor="customer-first-name"
        error={errors.first_name?.message}
      >
        <Input
          id="customer-first-name"
          aria-invalid={Boolean(errors.first_name)}
          {...register('first_name')}
        />
      </FormField>
      <FormField label="Last Name" htmlFor="customer-last-name" error={errors.last_name?.message}>
        <Input
          id="customer-last-name"
          aria-invalid={Boolean(errors.last_name)}
          {...register('last_name')}
        />
      </FormField>
      <FormField label="Email" htmlFor="customer-email" error={errors.email?.message}>
        <Input
          id="customer-email"
          type="email"
          aria-invalid={Boolean(errors.email)}
          {...register('email')}
        />
      </FormField>
      <FormField label="Phone" htmlFor="customer-phone" error={errors.phone?.message}>
        <Input id="customer-phone" type="tel" {...register('phone')} />
      </FormField>
      <FormField label="Birthday" htmlFor="customer-birthday" error={errors.birthday?.message}>
        <Controller
          control={control}
          name="birthday"
          render={({ field }) => (
            <DatePicker
              id="customer-birthday"
              value={field.value ?? null}
              onChange={field.onChange}
              disableFuture
            />
          )}
        />
      </FormField>
      <FormField
        label="Occupation"
        htmlFor="customer-occupation"
        error={errors.occupation?.message}
      >
        <Input id="customer-occupation" {...register('occupation')} />
      </FormField>
      <FormField label="Risk Level" htmlFor="customer-risk">
        <Controller
          control={control}
          name="risk_level"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="customer-risk">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {RISK_LEVELS.map((level) => (
                  <SelectItem key={level} value={level}>
                    {RISK_LABELS[level]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {showCompany && <CompanyChoice form={form} />}
      <FormField
        label="Address"
        htmlFor="customer-address"
        error={errors.address?.message}
        className="sm:col-span-2"
      >
        <Textarea id="customer-address" rows={2} {...register('address')} />
      </FormField>
    </div>
  );
}

function CompanyChoice({ form }: { form: Form }) {
  return (
    <FormField
      label="Company"
      htmlFor="customer-company"
      error={form.formState.errors.company_id?.message}
    >
      <Controller
        control={form.control}
        name="company_id"
        render={({ field }) => (
          <CompanySelect
            id="customer-company"
            noneLabel="No company"
            value={field.value && field.value !== 'none' ? field.value : null}
            onChange={(companyId) => field.onChange(companyId ?? 'none')}
          />
        )}
      />
    </FormField>
  );
}
