import type { Account } from '@domain/contracts/accounts';
import { toDec } from '@domain/money';
import { LOCATION_KIND_LABEL } from '@web/shared/location-kind';
import { useBranches } from '@web/shared/cash-setup';
import { cn } from '@web/lib/cn';
import { useFormat, useT } from '@web/i18n';

// Vault first, then tills, then the card settlement (money that is not cash in a drawer).
const KIND_ORDER = { vault: 0, till: 1, card: 2 } as const;

// Where a currency's balance is: its balance at each location, adding up to the total.
export function LocationSplit(props: { account: Account; id: string }) {
  const { account } = props;
  const branches = useBranches().data ?? [];
  const { t } = useT();
  const format = useFormat();
  const branchName = (id: string) =>
    branches.length > 1 ? branches.find((b) => b.id === id)?.name : undefined;
  const places = account.currency.decimal_places;
  const rows = [...account.locations].sort(
    (a, b) =>
      (branchName(a.branch_id) ?? '').localeCompare(branchName(b.branch_id) ?? '') ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.name.localeCompare(b.name),
  );
  if (rows.length === 0) {
    return (
      <p id={props.id} className="px-2 text-sm text-muted-foreground">
        {t('No {{code}} at any location.', { code: account.currency.code })}
      </p>
    );
  }
  // On a narrow screen the table scrolls sideways: the list stays in view at its left edge.
  return (
    <ul
      id={props.id}
      className="sticky left-0 grid max-w-[min(100%,calc(100vw-5rem))] gap-x-8 gap-y-1 px-2 sm:grid-cols-2 xl:grid-cols-3"
      aria-label={t('{{code}} by location', { code: account.currency.code })}
    >
      {rows.map((row) => {
        const branch = branchName(row.branch_id);
        return (
          <li
            key={row.location_id}
            className="flex items-baseline justify-between gap-4 text-sm"
            data-testid={`location-balance-${row.name}`}
          >
            <span className="min-w-0 wrap-anywhere">
              {branch && <span className="text-muted-foreground">{branch} · </span>}
              {row.name}
              {LOCATION_KIND_LABEL[row.kind] !== row.name && (
                <span className="text-xs text-muted-foreground">
                  {' '}
                  ({t(LOCATION_KIND_LABEL[row.kind]).toLowerCase()})
                </span>
              )}
            </span>
            <span
              className={cn(
                'font-medium whitespace-nowrap tabular-nums',
                toDec(row.balance).isNegative() && 'text-destructive',
              )}
            >
              {format.amount(row.balance, places)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
