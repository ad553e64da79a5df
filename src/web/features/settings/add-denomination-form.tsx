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
import { useCreateDenomination } from './cash-api';

type Values = z.input<typeof createDenominationBody>;
type Output = z.output<typeof createDenominationBody>;

const KIND_LABEL = { note: 'Note', coin: 'Coin' } as const;

// A note or coin of the chosen currency; tills count by it from then on.
export function AddDenominationForm(props: { currencyId: string; code: string }) {
  const create = useCreateDenomination();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(createDenominationBody),
    values: { currency_id: props.currencyId, value: '', kind: 'note' },
  });
  const submit = async (value: Output) => {
    try {
      await create.mutateAsync(value);
      notify.success(`${value.value} ${props.code} added`);
      form.reset({ currency_id: props.currencyId, value: '', kind: value.kind });
    } catch (error) {
      notifyFailure('Failed to add the denomination', error);
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={`Add a ${props.code} denomination`}
      className="flex flex-wrap items-start gap-3"
    >
      <FormField
        control={form.control}
        name="value"
        label="Value"
        id="denomination-value"
        className="w-32"
        render={({ field, control }) => (
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 50"
            {...field}
            value={String(field.value ?? '')}
            {...control}
          />
        )}
      />
      <FormField
        control={form.control}
        name="kind"
        label="Kind"
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
                  {KIND_LABEL[kind]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <Button type="submit" variant="outline" className="mt-6" disabled={create.isPending}>
        <Plus aria-hidden /> {create.isPending ? 'Adding...' : 'Add Denomination'}
      </Button>
    </Form>
  );
}
