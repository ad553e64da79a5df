import { useState } from 'react';
import { Download, Send } from 'lucide-react';
import type { FintracFiling, FintracFilings } from '@domain/contracts/fintrac';
import { standingFiling } from '@domain/fintrac';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { msg, translate, useT } from '@web/i18n';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useBureauTime } from '@web/shared/bureau-time';
import { fintracDocumentUrl, useSendToFintrac, type FintracSending } from './api';

// Sending the case's report to FINTRAC's API and what FINTRAC answered (docs/decisions/0056):
// the buttons a manager sends with, and every version as it left.

const OUTCOMES: Record<
  FintracFiling['outcome'],
  { label: string; variant: 'success' | 'destructive' | 'warning' | 'secondary' }
> = {
  sending: { label: msg('Waiting for FINTRAC'), variant: 'secondary' },
  accepted: { label: msg('Accepted by FINTRAC'), variant: 'success' },
  rejected: { label: msg('Rejected by FINTRAC'), variant: 'destructive' },
  no_answer: { label: msg('No answer from FINTRAC'), variant: 'warning' },
  failed: { label: msg('Not sent'), variant: 'destructive' },
  recorded: { label: msg('Recorded as filed'), variant: 'secondary' },
};
const ACTIONS: Record<FintracFiling['action'], string> = {
  submit: msg('Submitted'),
  change: msg('Change sent'),
  delete: msg('Deletion sent'),
  record: msg('Filed in FINTRAC’s web system'),
};

// FINTRAC writes its time as '2022-12-07 16:00:41.448000+00:00'.
const fintracTime = (text: string) => {
  const date = new Date(text.replace(' ', 'T').replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

function useSending(caseId: string) {
  const { t } = useT();
  const sending = useSendToFintrac(caseId);
  const send = (what: FintracSending, done?: () => void) =>
    sending.mutate(what, {
      onSuccess: (filing) => {
        done?.();
        if (filing.outcome === 'accepted') {
          notify.success(
            what.action === 'delete'
              ? t('FINTRAC deleted the report')
              : t('FINTRAC accepted the report'),
          );
        } else if (filing.outcome === 'rejected') {
          notify.error(t('FINTRAC rejected the report: its messages are listed under the report'));
        } else {
          notify.error(t('The report was not filed'), filing.problem);
        }
      },
      onError: (error) => notifyFailure(t('The report was not sent to FINTRAC'), error),
    });
  return { send, pending: sending.isPending };
}

/** A manager's buttons: submit an open case's ready report, or change or delete a filed one. */
export function FintracSendButtons(props: {
  caseId: string;
  caseOpen: boolean;
  ready: boolean;
  filings: FintracFilings;
}) {
  const { t } = useT();
  const { send, pending } = useSending(props.caseId);
  const [deleting, setDeleting] = useState(false);
  if (!props.filings.api) return null;
  const accepted = standingFiling(props.filings.rows);
  if (props.caseOpen) {
    return (
      <Button
        disabled={!props.ready || pending}
        onClick={() => send({ action: 'submit' })}
        aria-busy={pending}
      >
        <Send aria-hidden /> {pending ? t('Sending to FINTRAC…') : t('Send to FINTRAC')}
      </Button>
    );
  }
  if (!accepted) return null;
  return (
    <>
      <Button
        variant="outline"
        disabled={!props.ready || pending}
        onClick={() => send({ action: 'change' })}
      >
        <Send aria-hidden /> {t('Send a Change')}
      </Button>
      <Button variant="outline" disabled={pending} onClick={() => setDeleting(true)}>
        {t('Delete from FINTRAC')}
      </Button>
      <DeleteDialog
        open={deleting}
        pending={pending}
        onClose={() => setDeleting(false)}
        onDelete={(reason) => send({ action: 'delete', reason }, () => setDeleting(false))}
      />
    </>
  );
}

function DeleteDialog(props: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onDelete: (reason: 'duplicate' | 'submitted_in_error') => void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState<'duplicate' | 'submitted_in_error'>('submitted_in_error');
  const choices = [
    { value: 'submitted_in_error', label: t('Submitted in error') },
    { value: 'duplicate', label: t('A duplicate of another report') },
  ] as const;
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Delete from FINTRAC')}</DialogTitle>
          <DialogDescription>
            {t(
              'FINTRAC deletes the report it accepted; the case is then dismissed with this reason. Every version stays on file here.',
            )}
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('Why is it deleted?')}</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="fintrac-delete-reason"
                value={choice.value}
                checked={reason === choice.value}
                onChange={() => setReason(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={props.pending}
            onClick={() => props.onDelete(reason)}
          >
            {t('Delete from FINTRAC')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Every version of the report as it left, newest first, with FINTRAC's answer. */
export function FintracFilingList(props: { caseId: string; rows: readonly FintracFiling[] }) {
  const { t } = useT();
  if (props.rows.length === 0) return null;
  return (
    <section className="grid gap-2" aria-label={t('Sent to FINTRAC')}>
      <h3 className="text-sm font-semibold">{t('Sent to FINTRAC')}</h3>
      <ul className="grid gap-2">
        {props.rows.map((filing) => (
          <FilingRow key={filing.id} caseId={props.caseId} filing={filing} />
        ))}
      </ul>
    </section>
  );
}

function FilingRow({ caseId, filing }: { caseId: string; filing: FintracFiling }) {
  const { t, i18n } = useT();
  const time = useBureauTime();
  const outcome = OUTCOMES[filing.outcome];
  const received = filing.fintrac_submitted_at ? fintracTime(filing.fintrac_submitted_at) : null;
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={outcome.variant}>{t(outcome.label)}</Badge>
          <span>
            {t('Version {{version}}: {{action}}', {
              version: filing.version,
              action: translate(ACTIONS[filing.action]),
            })}
          </span>
        </div>
        <Button asChild variant="outline" size="sm">
          <a
            href={fintracDocumentUrl(caseId, filing.id)}
            download
            aria-label={t('Download the JSON of version {{version}} as sent', {
              version: filing.version,
            })}
          >
            <Download aria-hidden /> JSON
          </a>
        </Button>
      </div>
      {filing.external_report_uuid && (
        <p>
          {filing.action === 'record'
            ? t('Acknowledgement {{number}}', { number: filing.external_report_uuid })
            : t('FINTRAC report {{number}}', { number: filing.external_report_uuid })}
          {received && ` · ${t('received {{time}}', { time: time(received, 'second') })}`}
        </p>
      )}
      {filing.problem && <p className="text-destructive">{translate(filing.problem)}</p>}
      {filing.messages.length > 0 && (
        <ul className="grid gap-1" aria-label={t('FINTRAC’s messages')}>
          {filing.messages.map((message, index) => (
            <li key={`${message.path}-${index}`} className="grid gap-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={message.type === 'reject' ? 'destructive' : 'warning'}>
                  {message.type === 'reject' ? t('Rejected', { context: 'fintrac' }) : t('Warning')}
                </Badge>
                {i18n.language === 'fr' && message.fr ? message.fr : message.en}
              </span>
              {(message.path || message.rule) && (
                <span className="break-all text-xs text-muted-foreground">
                  {[
                    message.rule && t('FINTRAC rule {{rule}}', { rule: message.rule }),
                    message.path,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        {t('SHA-256 {{digest}}', { digest: filing.document_sha256.slice(0, 16) })} ·{' '}
        {filing.sent_by_name
          ? t('By {{name}}, {{time}}', {
              name: filing.sent_by_name,
              time: time(filing.sent_at, 'minute'),
            })
          : time(filing.sent_at, 'minute')}
      </p>
    </li>
  );
}
