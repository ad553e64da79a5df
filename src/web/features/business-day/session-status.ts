import type { TillSessionStatus } from '@domain/contracts/cash';
import type { BadgeProps } from '@web/components/ui/badge';

export const SESSION_STATUS: Record<
  TillSessionStatus,
  { label: string; variant: BadgeProps['variant'] }
> = {
  open: { label: 'Open', variant: 'success' },
  awaiting_signoff: { label: 'Awaiting sign-off', variant: 'warning' },
  closed: { label: 'Closed', variant: 'secondary' },
};

type OpenTill = { name: string; session: { status: TillSessionStatus; teller: { name: string } } };

/** Why the day cannot close yet: the tills not closed, each with its state and teller. */
export function closeBlockedBy(tills: readonly OpenTill[], openCount: number): string | null {
  if (tills.length > 0) {
    const named = tills.map(
      (t) =>
        `${t.name} (${SESSION_STATUS[t.session.status].label.toLowerCase()}, ${t.session.teller.name})`,
    );
    return `Close every till first: ${named.join(', ')}.`;
  }
  if (openCount > 0) {
    return `Close every till first: ${openCount} ${openCount === 1 ? 'till is' : 'tills are'} not closed.`;
  }
  return null;
}
