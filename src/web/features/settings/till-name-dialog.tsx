import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { tillBody, type CashLocation } from '@domain/contracts/cash';
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
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useUpdateTill } from './cash-api';

const nameForm = z.object({ name: tillBody.shape.name });
type Values = z.input<typeof nameForm>;

// A till's new name; its sessions, balances and history stay with it.
export function TillNameDialog(props: { till: CashLocation; onClose: () => void }) {
  const update = useUpdateTill();
  const { t } = useT();
  const form = useForm<Values>({
    resolver: zodResolver(nameForm),
    defaultValues: { name: props.till.name },
  });
  const submit = async ({ name }: Values) => {
    try {
      await update.mutateAsync({ id: props.till.id, name, is_active: props.till.is_active });
      notify.success(t('Till renamed'));
      props.onClose();
    } catch (error) {
      notifyFailure(t('Failed to rename the till'), error);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && props.onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('Rename {{name}}', { name: props.till.name })}</DialogTitle>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <FormField
            control={form.control}
            name="name"
            label={t('Till Name')}
            id="till-rename"
            render={({ field, control }) => (
              <Input maxLength={100} autoFocus {...field} {...control} />
            )}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={props.onClose}
              disabled={update.isPending}
            >
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('Saving...') : t('Save Name')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
