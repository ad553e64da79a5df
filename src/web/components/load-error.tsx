import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { translate, useT } from '@web/i18n';

// What a screen shows when its data did not load: never an empty list or default values that
// look real. The failure toast of SPEC §8 is shown by the screen; this says what is missing
// and offers to load it again. `what` is English ('customers') or already translated.
export function LoadError(props: {
  what: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useT();
  return (
    <EmptyState
      icon={AlertTriangle}
      title={t('Could not load {{what}}', { what: translate(props.what) })}
      description={t('Check the connection, then try again.')}
      className={props.className}
      action={
        <Button variant="outline" onClick={props.onRetry} disabled={props.retrying}>
          <RefreshCw aria-hidden className={props.retrying ? 'animate-spin' : undefined} />
          {t('Retry')}
        </Button>
      }
    />
  );
}
