import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ScanLine } from 'lucide-react';
import { localDateOf } from '@domain/business-day';
import type { Customer } from '@domain/contracts/customers';
import type { IdDocument } from '@domain/id-documents';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/i18n';
import { call } from '@web/lib/call';
import { useBusinessTimeZone } from '@web/shared/settings';
import type { ScanOutcome } from './scan-outcome';
import type { HolderAction } from './scan-result-dialog';
import type { ScannedCustomer } from './scanned-customer';
import { useIdScanner } from './use-id-scanner';

// The camera's reader (and its decoder) loads when the teller first asks for it; the document's
// reader and the dialog of what a scan found, with the first scan (or the camera, which leads
// to one).
const CameraScanDialog = lazy(async () => ({
  default: (await import('./camera-scan-dialog')).CameraScanDialog,
}));
const loadReader = () => import('./scan-reader');
type Reader = Awaited<ReturnType<typeof loadReader>>;

export type IdScanOptions = {
  /** Listen to the keyboard-wedge scanner (a screen may stop while it is not the one in use). */
  enabled?: boolean;
  /** What choosing the holder does here: the exchange uses them, the others open their page. */
  action: HolderAction;
  /** The customer the document identifies (surely, or as the teller chose). */
  onHolder: (customer: Customer) => void;
  /** No customer holds the document (or the teller wants a new one): start one from it. */
  onNewCustomer: (scanned: ScannedCustomer) => void;
};

/**
 * Identifying a customer from their document (issue 44): a scan typed by a keyboard-wedge
 * scanner, or read by the camera from the Scan ID button, is read here (readIdDocument on the
 * bureau's day), its holder looked up by the document's number and birth date only, and the
 * screen told whom it identifies or what a new customer would be. Render `button` and `dialogs`.
 */
export function useIdScan(options: IdScanOptions): {
  button: ReactNode;
  dialogs: ReactNode;
} {
  const { t } = useT();
  const timeZone = useBusinessTimeZone();
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  // Loaded by the first scan, before any outcome: the dialog stays mounted from then on.
  const [reader, setReader] = useState<Reader | null>(null);
  const [camera, setCamera] = useState<'never' | 'open' | 'closed'>('never');
  const latest = useRef(0);
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });

  const lookUp = useCallback(async (document: IdDocument) => {
    const asked = ++latest.current;
    setOutcome({ kind: 'searching', document });
    try {
      const [{ rows }, { sureHolder, scannedCustomer }] = await Promise.all([
        call('customers.findByDocument', {
          body: { document_number: document.document_number, birth_date: document.birth_date },
        }),
        loadReader(),
      ]);
      if (asked !== latest.current) return;
      const sure = document.expired ? null : sureHolder(rows, document);
      if (sure) {
        setOutcome(null);
        handlers.current.onHolder(sure.customer);
      } else if (rows.length === 0 && !document.expired) {
        setOutcome(null);
        handlers.current.onNewCustomer(scannedCustomer(document));
      } else setOutcome({ kind: 'holders', document, holders: rows });
    } catch (error) {
      if (asked === latest.current) setOutcome({ kind: 'lookup-failed', document, error });
    }
  }, []);

  const scan = useCallback(
    async (text: string) => {
      const today = localDateOf(new Date(), timeZone);
      // A scan read later than one after it is not shown over it.
      const asked = ++latest.current;
      const loaded = await loadReader();
      setReader(loaded);
      if (asked !== latest.current) return;
      const read = loaded.readIdDocument(text, today);
      if (!read.ok) {
        latest.current++;
        setOutcome({ kind: 'unreadable', failure: read });
      } else void lookUp(read.document);
    },
    [timeZone, lookUp],
  );
  useIdScanner(scan, options.enabled ?? true);

  const close = () => {
    latest.current++;
    setOutcome(null);
  };
  const document = outcome && outcome.kind !== 'unreadable' ? outcome.document : null;
  return {
    button: (
      <Button type="button" variant="outline" onClick={() => setCamera('open')}>
        <ScanLine aria-hidden /> {t('Scan ID')}
      </Button>
    ),
    dialogs: (
      <>
        {camera !== 'never' && (
          <Suspense fallback={null}>
            <CameraScanDialog
              open={camera === 'open'}
              onOpenChange={(open) => setCamera(open ? 'open' : 'closed')}
              onScan={(text) => {
                setCamera('closed');
                void scan(text);
              }}
            />
          </Suspense>
        )}
        {reader && (
          <reader.ScanResultDialog
            outcome={outcome}
            action={options.action}
            onClose={close}
            onRetry={() => document && void lookUp(document)}
            onHolder={(holder) => {
              close();
              handlers.current.onHolder(holder.customer);
            }}
            onNewCustomer={() => {
              close();
              if (document) handlers.current.onNewCustomer(reader.scannedCustomer(document));
            }}
          />
        )}
      </>
    ),
  };
}
