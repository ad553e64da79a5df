import { Archive } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { formatInstantDay } from '@web/lib/dates';

// A record kept for records instead of deleted (docs/decisions/0027): it says so, and a manager
// may bring it back into the lists.
export function ArchivedBanner(props: {
  what: string;
  archivedAt: string;
  onRestore?: () => void;
  restoring?: boolean;
}) {
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning/40 bg-warning/10 px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2">
        <Archive aria-hidden className="size-4" />
        {`Archived on ${formatInstantDay(props.archivedAt)}: this ${props.what} is kept for records and hidden from lists.`}
      </p>
      {props.onRestore && (
        <Button size="sm" variant="outline" onClick={props.onRestore} disabled={props.restoring}>
          {props.restoring ? 'Restoring...' : 'Restore'}
        </Button>
      )}
    </div>
  );
}
