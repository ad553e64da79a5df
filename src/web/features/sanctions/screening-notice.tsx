import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { SANCTIONS_MESSAGES, type ScreeningStatus } from '@domain/contracts/sanctions';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/notify';
import { translate, useT } from '@web/i18n';
import type { SubjectType } from './api';

/** What anyone may be told of a hold or a freeze: no list, entry or score (docs/decisions/0038). */
export function screeningMessage(status: ScreeningStatus, subject: SubjectType): string | null {
  if (status === 'clear') return null;
  if (status === 'frozen') {
    return subject === 'company' ? SANCTIONS_MESSAGES.frozenCompany : SANCTIONS_MESSAGES.frozen;
  }
  return subject === 'company' ? SANCTIONS_MESSAGES.reviewCompany : SANCTIONS_MESSAGES.review;
}

// A held or frozen customer or company, said where it is shown; amber for a hold, red frozen.
export function ScreeningNotice(props: {
  status: ScreeningStatus;
  subject: SubjectType;
  // The server's own words, when it refused something for this hold.
  message?: string;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useT();
  const message = props.message ?? screeningMessage(props.status, props.subject);
  if (!message) return null;
  const frozen = props.status === 'frozen';
  return (
    <div
      id={props.id}
      role="alert"
      data-screening={props.status}
      className={cn(
        'flex items-start gap-2 rounded-md border p-3 text-sm font-medium',
        frozen
          ? 'border-destructive/40 bg-destructive/10 text-destructive'
          : 'border-warning/40 bg-warning/15 text-warning-foreground',
        props.className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-2">
        <p>{t(message)}</p>
        {props.children}
      </div>
    </div>
  );
}

/** After a customer or company is saved: a toast when the screening at entry held it. */
export function notifyScreening(
  saved: { screening_status: ScreeningStatus },
  subject: SubjectType,
) {
  const message = screeningMessage(saved.screening_status, subject);
  if (message) notify.error(message, null, translate('Sanctions screening'));
}
