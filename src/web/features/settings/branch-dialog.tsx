import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { branchBody, type Branch } from '@domain/contracts/cash';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useSaveBranch } from './cash-api';

type Values = z.input<typeof branchBody>;
type Output = z.output<typeof branchBody>;

// A new branch (its vault and card settlement come with it), or a branch's name and address.
export function BranchDialog(props: { branch: Branch | null; onClose: () => void }) {
  const save = useSaveBranch();
  const { t } = useT();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(branchBody),
    defaultValues: {
      name: props.branch?.name ?? '',
      address: props.branch?.address ?? '',
      fintrac_location_id: props.branch?.fintrac_location_id ?? '',
    },
  });
  const submit = async (value: Output) => {
    try {
      await save.mutateAsync({ id: props.branch?.id, ...value });
      notify.success(props.branch ? t('Branch updated') : t('Branch added'));
      props.onClose();
    } catch (error) {
      notifyFailure(
        props.branch ? t('Failed to update the branch') : t('Failed to add the branch'),
        error,
      );
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && props.onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            {props.branch ? t('Edit {{name}}', { name: props.branch.name }) : t('Add Branch')}
          </DialogTitle>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <FormField
            control={form.control}
            name="name"
            label={t('Branch Name')}
            id="branch-name"
            render={({ field, control }) => (
              <Input maxLength={100} autoFocus {...field} {...control} />
            )}
          />
          <FormField
            control={form.control}
            name="address"
            label={t('Address (optional)')}
            id="branch-address"
            render={({ field, control }) => (
              <Textarea
                rows={2}
                maxLength={500}
                {...field}
                value={field.value ?? ''}
                {...control}
              />
            )}
          />
          <FormField
            control={form.control}
            name="fintrac_location_id"
            label={t('FINTRAC location number (optional)')}
            id="branch-fintrac-location"
            render={({ field, control }) => (
              <Input maxLength={30} {...field} value={field.value ?? ''} {...control} />
            )}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={props.onClose}
              disabled={save.isPending}
            >
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('Saving...') : props.branch ? t('Save Branch') : t('Add Branch')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
