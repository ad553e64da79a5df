import { Link } from 'react-router';
import { Vault } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useMySession } from './api';

// The navigation bar's note of the signed-in member's till: its name while a session of theirs
// is not closed, or that none is open; either way a link to the Tills page.
export function TillIndicator() {
  const mine = useMySession();
  if (mine.isPending || mine.isError) return null;
  const session = mine.data.session;
  const label = session
    ? session.status === 'open'
      ? session.till.name
      : `${session.till.name} (counted)`
    : 'No till open';
  return (
    <Link
      to="/tills"
      data-testid="till-indicator"
      title={session ? `Your till: ${label}` : 'No till is open in your name'}
      className={cn(
        'flex min-w-0 items-center gap-1.5 rounded-md border px-2 py-1 text-xs font-medium hover:bg-muted',
        session?.status === 'open'
          ? 'border-success/30 bg-success/10 text-success'
          : 'text-muted-foreground',
      )}
    >
      <Vault className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate">{label}</span>
    </Link>
  );
}
