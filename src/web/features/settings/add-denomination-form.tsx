import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import type { z } from 'zod';
import { createDenominationBody, DENOMINATION_KINDS } from '@domain/contracts/cash';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { decimalShown, withDecimalInput } from '@web/i18n/decimal-input';
import { useCreateDenomination } from './cash-api';
import { useKindLabel } from './denomination-kind';

type Values = z.input<typeof createDenominationBody>;
type Output = z.output<typeof createDenominationBody>;

// A note or coin of the chosen currency; tills count by it from then on.
export function AddDenominationForm(props: { currencyId: string; code: string }) {
  const create = useCreateDenomination();
  const { t } = useT();
  const format = useFormat();
  const kindLabel = useKindLabel();
  const form = useForm<Values, unknown, Output>({
    resolver: withDecimalInput(zodResolver(createDenominationBody), ['value']),
    values: { currency_id: props.currencyId, value: '', kind: 'note' },
  });
  const submit = async (value: Output) => {
    try {
      await create.mutateAsync(value);
      notify.success(
        t('{{value}} {{code}} added', {
          value: decimalShown(value.value, format.language),
          code: props.code,
        }),
      );
      form.reset({ currency_id: props.currencyId, value: '', kind: value.kind });
    } catch (error) {
      notifyFailure(t('Failed to add the denomination'), error);
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('Add a {{code}} denomination', { code: props.code })}
      className="flex flex-wrap items-start gap-3"
    >
      <FormField
        control={form.control}
        name="value"
        label={t('Value')}
        id="denomination-value"
        className="w-32"
        render={({ field, control }) => (
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('e.g. 50')}
            {...field}
            value={String(field.value ?? '')}
            {...control}
          />
        )}
      />
      <FormField
        control={form.control}
        name="kind"
        label={t('Kind')}
        id="denomination-kind"
        className="w-32"
        render={({ field, control }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DENOMINATION_KINDS.map((kind) => (
                <SelectItem key={kind} value={kind}>
                  {kindLabel(kind)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <Button type="submit" variant="outline" className="mt-6" disabled={create.isPending}>
        <Plus aria-hidden /> {create.isPending ? t('Adding...') : t('Add Denomination')}
      </Button>
    </Form>
  );
}
