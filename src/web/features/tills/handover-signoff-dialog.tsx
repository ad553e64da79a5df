import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  handoverSignoffBody,
  VARIANCE_SIDES,
  type CashTransfer,
} from '@domain/contracts/transfers';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Textarea } from '@web/components/ui/textarea';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useFormat, useT } from '@web/i18n';
import { useSignOffHandover } from './handover-api';

type Values = z.input<typeof handoverSignoffBody>;
type Output = z.output<typeof handoverSignoffBody>;

// A manager says whose a handover's difference beyond the tolerance is, with a reason: booked
// over/short where it was sent from (the sender's) or where it was received (the receiver's).
export function HandoverSignoffDialog(props: { transfer: CashTransfer; onClose: () => void }) {
  const { transfer } = props;
  const signOff = useSignOffHandover();
  const { t } = useT();
  const format = useFormat();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(handoverSignoffBody),
    defaultValues: { side: 'sender', reason: '' },
  });
  const chosen = useWatch({ control: form.control, name: 'side' });
  const money = (amount: string) => format.money(amount, transfer.decimal_places, transfer.code);
  const label = {
    sender: t("The sender's ({{place}})", { place: transfer.from.name }),
    receiver: t("The receiver's ({{place}})", { place: transfer.to.name }),
  };
  const submit = async (body: Output) => {
    try {
      await signOff.mutateAsync({ id: transfer.id, ...body });
      notify.success(t('The handover to {{place}} is signed off', { place: transfer.to.name }));
      props.onClose();
    } catch (error) {
      notifyFailure(t('Failed to sign off'), error);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !signOff.isPending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Sign Off the Handover')}</DialogTitle>
          <DialogDescription>
            {t('{{sent}} sent from {{from}}; {{counted}} counted at {{to}}.', {
              sent: money(transfer.amount ?? '0'),
              from: transfer.from.name,
              counted: money(transfer.count?.total ?? '0'),
              to: transfer.to.name,
            })}
          </DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('Whose difference is it?')}</legend>
            {VARIANCE_SIDES.map((side) => (
              <label key={side} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="handover-side"
                  value={side}
                  checked={chosen === side}
                  onChange={() => form.setValue('side', side)}
                />
                {label[side]}
              </label>
            ))}
          </fieldset>
          <FormField
            control={form.control}
            name="reason"
            label={t('Reason')}
            id="handover-reason"
            render={({ field, control }) => <Textarea maxLength={500} {...field} {...control} />}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={props.onClose}
              disabled={signOff.isPending}
            >
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={signOff.isPending}>
              {signOff.isPending ? t('Saving...') : t('Sign Off')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
