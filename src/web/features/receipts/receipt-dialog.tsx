import { useEffect, useRef, useState } from 'react';
import { Download, Plus, Printer } from 'lucide-react';
import { holdsPlaceholders } from '@domain/setup-checklist';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { FilterChoice } from '@web/components/ui/filter-choice';
import { msg, useT } from '@web/i18n';
import { useExchangeReceipt } from './api';
import { downloadReceipt } from './download-receipt';
import { FullReceipt } from './full-receipt';
import {
  clearReceiptPrint,
  prepareReceiptPrint,
  printReceipt,
  receiptPrintPrepared,
} from './print-receipt';
import { usePrinterButton } from './printer-button';
import { QuickReceipt } from './quick-receipt';
import { RECEIPT_CSS, type ReceiptKind } from './receipt-styles';

export type ReceiptDialogProps = (
  { exchange: ExchangeResponse; reference?: never } | { reference: string; exchange?: never }
) & {
  // The dialog's title (in the reader's language); 'Receipt' unless the screen names the moment (e.g. after booking).
  title?: string;
  onClose: () => void;
  // Offered as New Transaction when given (the exchange screen starts a new exchange).
  onNew?: () => void;
};

/**
 * The receipt of an exchange: Quick Receipt (58 mm thermal) or Full Receipt (a page), with
 * Print on receipt printer (when the exchange's till has one), Print (through the browser: the
 * receipt alone, on a page of its size), Download (one self-contained .html file) and, on the
 * exchange screen, New Transaction.
 */
export function ReceiptDialog(props: ReceiptDialogProps) {
  const { t } = useT();
  const fetched = useExchangeReceipt(props.exchange ? null : (props.reference ?? null));
  const exchange = props.exchange ?? fetched.data;
  const reference = exchange?.reference_number ?? props.reference ?? '';
  const [kind, setKind] = useState<ReceiptKind>('quick');
  const preview = useRef<HTMLDivElement>(null);
  const shown = () => preview.current?.querySelector('[data-receipt]') ?? null;
  // A till with a receipt printer prints there too; just after booking (the exchange given,
  // not looked up) the receipt prints by itself and opens the cash drawer.
  // Placeholders in the business profile would print as the bureau's name: nothing prints
  // until the owner enters the real one (issue 47).
  const placeholders = exchange?.business ? holdsPlaceholders(exchange.business) : false;
  const printer = usePrinterButton(
    placeholders ? null : reference || null,
    props.exchange !== undefined,
  );

  // The browser's own Print command (Ctrl+P) prints the receipt shown, as the button does. A
  // copy prepared for the other receipt, or left when the dialog closes, is never printed.
  useEffect(() => {
    const beforePrint = () => {
      const receipt = preview.current?.querySelector('[data-receipt]');
      if (receipt && !receiptPrintPrepared()) prepareReceiptPrint(receipt, kind);
    };
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      clearReceiptPrint();
    };
  }, [kind]);

  const print = () => {
    const receipt = shown();
    if (receipt) printReceipt(receipt, kind);
  };
  const download = () => {
    const receipt = shown();
    if (receipt) downloadReceipt(receipt, kind, reference);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-4xl">
        <style>{RECEIPT_CSS}</style>
        <DialogHeader>
          <DialogTitle>{props.title ?? t('Receipt')}</DialogTitle>
          <DialogDescription>
            {t('Reference number: {{reference}}', { reference })}
          </DialogDescription>
        </DialogHeader>
        <FilterChoice
          label={t('Receipt shown')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'quick', label: t('Quick Receipt') },
            { value: 'full', label: t('Full Receipt') },
          ]}
        />
        <div
          ref={preview}
          role="region"
          aria-label={kind === 'quick' ? t('Quick Receipt') : t('Full Receipt')}
          // A keyboard scrolls the receipt once it is focused (WCAG 2.1.1): it is in the Tab order.
          tabIndex={0}
          className="max-h-[55vh] overflow-auto rounded-md border bg-muted p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {exchange ? (
            kind === 'quick' ? (
              // Larger than its 58 mm on a wide screen, to be read; it prints and downloads at
              // its real size.
              <div className="mx-auto w-fit shadow-sm sm:[zoom:1.5]">
                <QuickReceipt exchange={exchange} />
              </div>
            ) : (
              <div className="bg-white p-6 shadow-sm">
                <FullReceipt exchange={exchange} />
              </div>
            )
          ) : fetched.isError ? (
            <LoadError
              what={msg('the receipt')}
              onRetry={() => void fetched.refetch()}
              retrying={fetched.isFetching}
            />
          ) : (
            <Skeleton className="mx-auto h-96 w-64" />
          )}
        </div>
        {printer.alert}
        {placeholders && (
          <p role="status" className="rounded-md border border-warning/50 p-3 text-sm">
            {t(
              "The business profile still holds placeholders: enter the bureau's name, address and phone in Settings before printing receipts.",
            )}
          </p>
        )}
        <DialogFooter>
          {printer.button}
          <Button
            type="button"
            variant="outline"
            onClick={print}
            disabled={!exchange || placeholders}
          >
            <Printer aria-hidden="true" />
            {t('Print')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={download}
            disabled={!exchange || placeholders}
          >
            <Download aria-hidden="true" />
            {t('Download')}
          </Button>
          {props.onNew && (
            <Button type="button" onClick={props.onNew}>
              <Plus aria-hidden="true" />
              {t('New Transaction')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
