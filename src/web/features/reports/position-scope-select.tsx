import type { Branch } from '@domain/contracts/cash';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { useBranches } from '@web/shared/cash-setup';
import { useT } from '@web/i18n';
import type { PositionWhere } from './api';

const WHOLE = 'all';
const valueOf = (where: PositionWhere) =>
  where.location_id
    ? `location:${where.location_id}`
    : where.branch_id
      ? `branch:${where.branch_id}`
      : WHOLE;

function whereOf(value: string): PositionWhere {
  const [kind, id] = value.split(':');
  if (kind === 'location' && id) return { location_id: id };
  if (kind === 'branch' && id) return { branch_id: id };
  return {};
}

// Which cash the daily position counts: the whole bureau, one branch, or one of its locations.
export function PositionScopeSelect(props: {
  id: string;
  where: PositionWhere;
  onWhere: (where: PositionWhere) => void;
}) {
  const { t } = useT();
  const branches = useBranches();
  const rows: Branch[] = branches.data ?? [];
  return (
    <Select value={valueOf(props.where)} onValueChange={(value) => props.onWhere(whereOf(value))}>
      <SelectTrigger id={props.id} className="w-56">
        <SelectValue placeholder={t('All locations')} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={WHOLE}>
          {rows.length > 1 ? t('All branches') : t('All locations')}
        </SelectItem>
        {rows.map((branch) => (
          <SelectGroup key={branch.id}>
            <SelectLabel>{branch.name}</SelectLabel>
            {rows.length > 1 && (
              <SelectItem value={`branch:${branch.id}`}>
                {t('{{branch}}: all locations', { branch: branch.name })}
              </SelectItem>
            )}
            {branch.locations.map((location) => (
              <SelectItem key={location.id} value={`location:${location.id}`}>
                {location.name}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The scope's name for the report's title: null for the whole bureau. */
export function useScopeName(where: PositionWhere): string | null {
  const branches = useBranches().data ?? [];
  if (where.branch_id) return branches.find((b) => b.id === where.branch_id)?.name ?? null;
  if (!where.location_id) return null;
  for (const branch of branches) {
    const location = branch.locations.find((l) => l.id === where.location_id);
    if (location) return branches.length > 1 ? `${branch.name}, ${location.name}` : location.name;
  }
  return null;
}
