import { Loader2, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { translate, useFormat, useT } from '@web/i18n';
import { failureReason } from '@web/lib/failure';
import { readFailureText } from './read-failure-text';
import type { Holder, ScanOutcome } from './scan-outcome';
import { namesMatch, properCase } from './scanned-customer';

export type HolderAction = 'use' | 'open';

// What a scan found, when the teller has something to decide or to know: the document could not
// be read, it has expired, or the customers holding its number differ from it.
export function ScanResultDialog(props: {
  outcome: ScanOutcome | null;
  action: HolderAction;
  onClose: () => void;
  onHolder: (holder: Holder) => void;
  onNewCustomer: () => void;
  onRetry: () => void;
}) {
  const { t } = useT();
  const f = useFormat();
  const { outcome } = props;
  const document = outcome && outcome.kind !== 'unreadable' ? outcome.document : null;
  const documentName = document
    ? properCase(`${document.given_names} ${document.family_name}`)
    : '';
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-lg" aria-describedby={document ? undefined : 'scan-failure'}>
        <DialogHeader>
          <DialogTitle>{t('Scanned document')}</DialogTitle>
          {document && (
            <DialogDescription>
              {t('{{name}}, born {{birth}} · {{type}} {{number}}', {
                name: documentName,
                birth: f.day(document.birth_date),
                type: document.id_type,
                number: document.document_number,
              })}
            </DialogDescription>
          )}
        </DialogHeader>
        {outcome?.kind === 'unreadable' && (
          <p id="scan-failure" role="alert" className="text-sm text-destructive">
            {readFailureText(outcome.failure)}
          </p>
        )}
        {outcome?.kind === 'searching' && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden className="size-4 animate-spin" />{' '}
            {t('Looking for the holder of this document…')}
          </p>
        )}
        {outcome?.kind === 'lookup-failed' && (
          <div role="alert" className="grid gap-2 text-sm">
            <p>{t('Failed to look for the holder of this document')}</p>
            {failureReason(outcome.error) && (
              <p className="text-muted-foreground">
                {translate(failureReason(outcome.error) ?? '')}
              </p>
            )}
          </div>
        )}
        {document?.expired && (
          <p role="alert" className="flex gap-2 rounded-md border border-amber-500 p-3 text-sm">
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
            {t('This document expired on {{date}}: it does not count as identification.', {
              date: f.day(document.expiry_date),
            })}
          </p>
        )}
        {outcome?.kind === 'holders' && (
          <>
            {outcome.holders.length === 0 && (
              <p className="text-sm">{t('No customer holds this document.')}</p>
            )}
            <ul className="grid gap-3" aria-label={t('Customers holding this document')}>
              {outcome.holders.map((holder) => (
                <HolderItem
                  key={holder.card.id}
                  holder={holder}
                  outcome={outcome}
                  action={props.action}
                  onChoose={() => props.onHolder(holder)}
                />
              ))}
            </ul>
          </>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={props.onClose}>
            {t('Close')}
          </Button>
          {outcome?.kind === 'lookup-failed' && (
            <Button type="button" onClick={props.onRetry}>
              {t('Try again')}
            </Button>
          )}
          {outcome?.kind === 'holders' && (
            <Button type="button" variant="secondary" onClick={props.onNewCustomer}>
              {t('Create a new customer')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function HolderItem(props: {
  holder: Holder;
  outcome: Extract<ScanOutcome, { kind: 'holders' }>;
  action: HolderAction;
  onChoose: () => void;
}) {
  const { t } = useT();
  const f = useFormat();
  const { customer, card, birthday_matches } = props.holder;
  const { document } = props.outcome;
  const name = `${customer.first_name} ${customer.last_name}`;
  const differences: string[] = [];
  if (birthday_matches === false)
    differences.push(
      t("The document's birth date, {{document}}, differs from the customer on file, {{file}}.", {
        document: f.day(document.birth_date),
        file: f.day(customer.birthday),
      }),
    );
  if (birthday_matches === null)
    differences.push(
      t("The customer on file has no birth date; the document's is {{document}}.", {
        document: f.day(document.birth_date),
      }),
    );
  if (!namesMatch(customer, document))
    differences.push(
      t("The document's name, {{document}}, differs from the customer on file, {{file}}.", {
        document: `${document.given_names} ${document.family_name}`,
        file: name,
      }),
    );
  const differs = differences.length > 0;
  const label =
    props.action === 'use'
      ? differs
        ? t('Use {{name}} anyway', { name })
        : t('Use {{name}}', { name })
      : differs
        ? t('Open {{name}} anyway', { name })
        : t('Open {{name}}', { name });
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div>
        <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
        <p className="text-muted-foreground">
          {t('On file: {{type}} {{number}}', { type: card.id_type, number: card.id_number })}
        </p>
      </div>
      {differs && (
        <ul className="grid list-disc gap-1 pl-5 text-amber-800 dark:text-amber-300">
          {differences.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        size="sm"
        variant={differs ? 'outline' : 'default'}
        className="justify-self-start"
        onClick={props.onChoose}
      >
        {label}
      </Button>
    </li>
  );
}
