import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { CashLocation } from '@domain/contracts/cash';
import { tillPrinterBody } from '@domain/contracts/receipt-printer';
import { PAPER_WIDTHS } from '@domain/receipt-printer';
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
import { useT } from '@web/i18n';
import { useSetTillPrinter } from './cash-api';

type Values = z.input<typeof tillPrinterBody>;
type Output = z.output<typeof tillPrinterBody>;

// A till's network receipt printer (docs/decisions/0060): its address on the bureau's network
// and its paper width. Left empty, the till prints through the browser.
export function TillPrinterDialog(props: { till: CashLocation; onClose: () => void }) {
  const save = useSetTillPrinter();
  const { t } = useT();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(tillPrinterBody),
    defaultValues: {
      address: props.till.receipt_printer?.address ?? '',
      paper_width: props.till.receipt_printer?.paper_width ?? 80,
    },
  });
  const submit = async (value: Output) => {
    try {
      await save.mutateAsync({ id: props.till.id, ...value });
      notify.success(
        value.address
          ? t('Receipt printer saved for {{name}}', { name: props.till.name })
          : t('{{name}} prints through the browser', { name: props.till.name }),
      );
      props.onClose();
    } catch (error) {
      notifyFailure(t('Failed to save the receipt printer'), error);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Receipt printer of {{name}}', { name: props.till.name })}</DialogTitle>
          <DialogDescription>
            {t(
              'A network thermal printer (ESC/POS). Its address is its IP address or name on the network, with :port when it is not 9100. Leave it empty to print through the browser.',
            )}
          </DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <FormField
            control={form.control}
            name="address"
            label={t('Printer address')}
            id="till-printer-address"
            render={({ field, control }) => (
              <Input
                autoComplete="off"
                spellCheck={false}
                placeholder="192.168.1.50:9100"
                maxLength={255}
                autoFocus
                {...field}
                value={field.value ?? ''}
                {...control}
              />
            )}
          />
          <FormField
            control={form.control}
            name="paper_width"
            label={t('Paper width')}
            id="till-printer-paper"
            render={({ field, control }) => (
              <Select
                value={String(field.value ?? 80)}
                onValueChange={(value) => field.onChange(Number(value))}
              >
                <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PAPER_WIDTHS.map((width) => (
                    <SelectItem key={width} value={String(width)}>
                      {t('{{width}} mm', { width })}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
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
              {save.isPending ? t('Saving...') : t('Save Printer')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
