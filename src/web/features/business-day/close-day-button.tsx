import { useState } from 'react';
import { Lock } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { useCloseDay } from './api';

// Closing a branch's day: only once every till is closed (the reason shows while it cannot),
// after a confirmation, since nothing can be booked or changed with that date afterwards.
export function CloseDayButton(props: {
  branchId: string;
  branchName: string;
  date: string;
  blockedBy: string | null;
}) {
  const close = useCloseDay();
  const [confirming, setConfirming] = useState(false);
  const { t } = useT();
  const day = useFormat().day(props.date);
  const confirm = async () => {
    try {
      await close.mutateAsync({ branchId: props.branchId, date: props.date });
      notify.success(t("{{branch}}'s day of {{day}} is closed", { branch: props.branchName, day }));
      setConfirming(false);
    } catch (error) {
      notifyFailure(t('Failed to close the day'), error);
      setConfirming(false);
    }
  };
  return (
    <div className="grid gap-1.5">
      <Button
        className="justify-self-start"
        disabled={props.blockedBy !== null}
        aria-describedby={props.blockedBy ? 'close-day-reason' : undefined}
        onClick={() => setConfirming(true)}
      >
        <Lock aria-hidden /> {t('Close the Day')}
      </Button>
      {props.blockedBy && (
        <p id="close-day-reason" className="text-sm text-muted-foreground">
          {props.blockedBy}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Close {{branch}}'s day of {{day}}?", { branch: props.branchName, day })}
        description={t(
          'Its Z report becomes final: no exchange, transfer or till session can be booked or changed with this date afterwards.',
        )}
        confirmLabel={t('Close the Day')}
        pending={close.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
