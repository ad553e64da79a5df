import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  referenceSettingsForm,
  type ReferenceSettingsFormOutput,
  type ReferenceSettingsFormValues,
} from '@domain/contracts/reference';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useSaveReferenceSettings } from './reference-api';

// The bureau's default margins and the rounding of computed rates (managers).
export function DefaultMarginsForm(props: {
  buy_percent: string;
  sell_percent: string;
  significant_digits: number;
}) {
  const save = useSaveReferenceSettings();
  const form = useForm<ReferenceSettingsFormValues, unknown, ReferenceSettingsFormOutput>({
    resolver: zodResolver(referenceSettingsForm),
    values: {
      buy_percent: props.buy_percent,
      sell_percent: props.sell_percent,
      significant_digits: String(props.significant_digits),
    },
  });
  const submit = async (body: ReferenceSettingsFormOutput) => {
    try {
      const result = await save.mutateAsync(body);
      notify.success(`Margins saved: ${result.rates_written} rates recomputed`);
    } catch (error) {
      notifyFailure('Failed to save margins', error);
    }
  };
  const input = (name: keyof ReferenceSettingsFormValues, label: string) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      id={`reference-${name}`}
      render={({ field, control }) => (
        <Input
          className="w-full sm:w-28"
          inputMode="decimal"
          autoComplete="off"
          {...field}
          {...control}
        />
      )}
    />
  );
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Default margins"
      className="flex flex-wrap items-end gap-3"
    >
      {input('buy_percent', 'Default buy margin (%)')}
      {input('sell_percent', 'Default sell margin (%)')}
      {input('significant_digits', 'Significant digits')}
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Defaults'}
      </Button>
    </Form>
  );
}
