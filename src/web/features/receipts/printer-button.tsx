import { useCallback, useEffect, useRef } from 'react';
import { Printer } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { failureReason } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { translate, useT } from '@web/i18n';
import { useExchangePrinter, usePrintOnPrinter } from './api';

/**
 * Printing the quick receipt on the receipt printer of the exchange's till (docs/decisions/0060):
 * a button, only when that till has a printer, and the failure of the last print, kept on screen
 * under the receipt (no paper, printer off); the exchange is kept whatever happens. `auto`
 * prints once as soon as the printer is known: just after booking, when the first print also
 * opens the cash drawer.
 */
export function usePrinterButton(reference: string | null, auto: boolean) {
  const { t } = useT();
  const printer = useExchangePrinter(reference);
  const { mutate, isPending, isError, error } = usePrintOnPrinter();
  const printed = useRef(false);
  const till = printer.data?.printer ? printer.data.till : null;

  const run = useCallback(() => {
    if (!reference || !till) return;
    mutate(reference, {
      onSuccess: (answer) =>
        notify.success(
          answer.drawer_opened
            ? t('Receipt printed on the printer of {{till}}; the cash drawer is open', {
                till: till.name,
              })
            : t('Receipt printed on the printer of {{till}}', { till: till.name }),
        ),
    });
  }, [reference, till, mutate, t]);

  useEffect(() => {
    if (auto && till && !printed.current) {
      printed.current = true;
      run();
    }
  }, [auto, till, run]);

  const button = till ? (
    <Button type="button" onClick={run} disabled={isPending}>
      <Printer aria-hidden="true" />
      {isPending ? t('Printing...') : t('Print on receipt printer')}
    </Button>
  ) : null;
  const alert = isError ? (
    <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
      <p className="font-medium text-destructive">{t('Failed to print the receipt')}</p>
      <p>
        {translate(
          failureReason(error) ?? t('The receipt printer could not be reached: print again'),
        )}
      </p>
    </div>
  ) : null;
  return { button, alert };
}
