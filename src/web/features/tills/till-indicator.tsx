import { Link } from 'react-router';
import { Vault } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useT } from '@web/i18n';
import { useMySession } from './api';

// The navigation bar's note of the signed-in member's till: its name while a session of theirs
// is not closed, or that none is open; either way a link to the Tills page. On a narrow bar the
// name is left to screen readers (the mobile menu shows it in `full`).
export function TillIndicator(props: { full?: boolean; onNavigate?: () => void }) {
  const mine = useMySession();
  const { t } = useT();
  if (mine.isPending || mine.isError) return null;
  const session = mine.data.session;
  const label = session
    ? session.status === 'open'
      ? session.till.name
      : t('{{name}} (counted)', { name: session.till.name })
    : t('No till open');
  return (
    <Link
      to="/tills"
      onClick={props.onNavigate}
      data-testid={props.full ? 'till-indicator-menu' : 'till-indicator'}
      title={
        session ? t('Your till: {{name}}', { name: label }) : t('No till is open in your name')
      }
      className={cn(
        'flex w-fit min-w-0 items-center gap-1.5 rounded-md border px-2 py-1 text-xs font-medium hover:bg-muted',
        session?.status === 'open'
          ? 'border-success/30 bg-success/10 text-success'
          : 'text-muted-foreground',
      )}
    >
      <Vault className="size-3.5 shrink-0" aria-hidden />
      <span className={cn('truncate', !props.full && 'sr-only sm:not-sr-only')}>{label}</span>
    </Link>
  );
}
