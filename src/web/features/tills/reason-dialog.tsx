import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { signoffBody } from '@domain/contracts/cash';
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
import { useT } from '@web/i18n';

type ReasonValues = z.input<typeof signoffBody>;
type ReasonOutput = z.output<typeof signoffBody>;

// A manager's decision on a session (sign-off, reopen) always carries a reason, audited.
export function ReasonDialog(props: {
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useT();
  const form = useForm<ReasonValues, unknown, ReasonOutput>({
    resolver: zodResolver(signoffBody),
    defaultValues: { reason: '' },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !props.pending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={({ reason }) => props.onConfirm(reason)} className="grid gap-4">
          <FormField
            control={form.control}
            name="reason"
            label={t('Reason')}
            id="session-reason"
            render={({ field, control }) => (
              <Textarea maxLength={500} autoFocus {...field} {...control} />
            )}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={props.onClose}
              disabled={props.pending}
            >
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={props.pending}>
              {props.pending ? props.pendingLabel : props.confirmLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
