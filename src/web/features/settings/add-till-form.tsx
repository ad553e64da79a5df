import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus } from 'lucide-react';
import { tillBody } from '@domain/contracts/cash';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useAddTill } from './cash-api';

const nameForm = z.object({ name: tillBody.shape.name });
type Values = z.input<typeof nameForm>;

// A new named drawer of the branch, active at once and empty until cash is transferred in.
export function AddTillForm(props: { branchId: string; branchName: string }) {
  const add = useAddTill();
  const { t } = useT();
  const form = useForm<Values>({ resolver: zodResolver(nameForm), defaultValues: { name: '' } });
  const submit = async ({ name }: Values) => {
    try {
      await add.mutateAsync({ branchId: props.branchId, name });
      notify.success(t('Till {{name}} added', { name }));
      form.reset({ name: '' });
    } catch (error) {
      notifyFailure(t('Failed to add the till'), error);
    }
  };
  const id = `new-till-${props.branchId}`;
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('Add a till to {{branch}}', { branch: props.branchName })}
      className="grid gap-1.5"
    >
      <FormField
        control={form.control}
        name="name"
        label={t('New Till')}
        id={id}
        render={({ field, control }) => (
          <div className="flex flex-wrap items-center gap-2">
            <Input
              className="w-full sm:w-56"
              maxLength={100}
              placeholder={t('e.g. Counter 2')}
              autoComplete="off"
              {...field}
              {...control}
            />
            <Button type="submit" variant="outline" disabled={add.isPending}>
              <Plus aria-hidden /> {add.isPending ? t('Adding...') : t('Add Till')}
            </Button>
          </div>
        )}
      />
    </Form>
  );
}
