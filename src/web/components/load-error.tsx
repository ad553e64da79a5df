import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';

// What a screen shows when its data did not load: never an empty list or default values that
// look real. The failure toast of SPEC §8 is shown by the screen; this says what is missing
// and offers to load it again.
export function LoadError(props: {
  what: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <EmptyState
      icon={AlertTriangle}
      title={`Could not load ${props.what}`}
      description="Check the connection, then try again."
      className={props.className}
      action={
        <Button variant="outline" onClick={props.onRetry} disabled={props.retrying}>
          <RefreshCw aria-hidden className={props.retrying ? 'animate-spin' : undefined} />
          Retry
        </Button>
      }
    />
  );
}
