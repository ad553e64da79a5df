import type { TFunction } from 'i18next';
import type { TillSessionStatus } from '@domain/contracts/cash';
import type { BadgeProps } from '@web/components/ui/badge';

export const SESSION_STATUS_VARIANT: Record<TillSessionStatus, BadgeProps['variant']> = {
  open: 'success',
  awaiting_signoff: 'warning',
  closed: 'secondary',
};

/** A till session's state in the screen's language: 'Open' and 'Closed' of a session
 * ('Ouverte', 'Fermée'), not of a case. */
export function sessionStatusText(status: TillSessionStatus, t: TFunction): string {
  if (status === 'open') return t('Open', { context: 'session' });
  if (status === 'closed') return t('Closed', { context: 'session' });
  return t('Awaiting sign-off');
}

type OpenTill = { name: string; session: { status: TillSessionStatus; teller: { name: string } } };

/** Why the day cannot close yet: the tills not closed, each with its state and teller. */
export function closeBlockedBy(
  tills: readonly OpenTill[],
  openCount: number,
  // The screen's t(): the reason reads in its language.
  t: TFunction,
): string | null {
  if (tills.length > 0) {
    const named = tills.map((till) =>
      t('{{till}} ({{state}}, {{teller}})', {
        till: till.name,
        state: sessionStatusText(till.session.status, t).toLowerCase(),
        teller: till.session.teller.name,
      }),
    );
    return t('Close every till first: {{tills}}.', { tills: named.join(', ') });
  }
  if (openCount === 1) return t('Close every till first: 1 till is not closed.');
  if (openCount > 1) {
    return t('Close every till first: {{count}} tills are not closed.', {
      count: String(openCount),
    });
  }
  return null;
}
