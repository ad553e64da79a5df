import type { TFunction } from 'i18next';
import type { TillSessionStatus } from '@domain/contracts/cash';
import type { BadgeProps } from '@web/components/ui/badge';
import { msg } from '@web/i18n';

export const SESSION_STATUS: Record<
  TillSessionStatus,
  { label: string; variant: BadgeProps['variant'] }
> = {
  open: { label: msg('Open'), variant: 'success' },
  awaiting_signoff: { label: msg('Awaiting sign-off'), variant: 'warning' },
  closed: { label: msg('Closed'), variant: 'secondary' },
};

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
        state: t(SESSION_STATUS[till.session.status].label).toLowerCase(),
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
