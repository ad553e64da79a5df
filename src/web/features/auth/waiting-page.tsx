import { Clock } from 'lucide-react';
import { STAFF_MESSAGES } from '@domain/staff';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/i18n';

// What a signed-in account sees until the owner approves it: the message and nothing else.
export function WaitingPage(props: {
  status: string | null | undefined;
  onCheckAgain: () => void;
  onSignOut: () => void;
}) {
  const { t } = useT();
  const pending = props.status === 'pending';
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md space-y-4 rounded-lg border p-6 text-center">
        <Clock className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-semibold">
          {pending ? t('Waiting for approval') : t('Account not active')}
        </h1>
        <p role="status" className="text-muted-foreground">
          {t(pending ? STAFF_MESSAGES.pending : STAFF_MESSAGES.inactive)}
        </p>
        <div className="flex justify-center gap-2">
          {pending && (
            <Button variant="outline" onClick={props.onCheckAgain}>
              {t('Check again')}
            </Button>
          )}
          <Button onClick={props.onSignOut}>{t('Sign Out')}</Button>
        </div>
      </div>
    </main>
  );
}
