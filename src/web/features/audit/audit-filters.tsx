import { X } from 'lucide-react';
import {
  ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  RECORD_TYPE_LABELS,
} from '@domain/audit';
import { Button } from '@web/components/ui/button';
import { DatePicker } from '@web/components/ui/date-picker';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { useStaffList } from '@web/features/staff';
import { cn } from '@web/lib/cn';
import { useT } from '@web/i18n';
import type { AuditFilterName, AuditParams } from './audit-params';
import { RecordIdFilter } from './record-id-filter';

// A select's 'everything' choice: Radix gives no item an empty value.
const ALL = 'all';

function FilterSelect(props: {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | null) => void;
  className?: string;
}) {
  return (
    <div className={cn('grid min-w-0 gap-1.5', props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select
        value={props.value ?? ALL}
        onValueChange={(value) => props.onChange(value === ALL ? null : value)}
      >
        <SelectTrigger id={props.id} className="w-full sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{props.allLabel}</SelectItem>
          {props.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

// The Audit page's filters: who, which record, what happened, and which days.
export function AuditFilterBar({ params }: { params: AuditParams }) {
  const { t } = useT();
  const recordOptions = AUDIT_RECORD_TYPES.map((value) => ({
    value,
    label: t(RECORD_TYPE_LABELS[value]),
  }));
  const actionOptions = AUDIT_ACTIONS.map((value) => ({ value, label: t(ACTION_LABELS[value]) }));
  const { filters } = params;
  const staff = useStaffList();
  const set = (name: AuditFilterName) => (value: string | null) => params.setFilter(name, value);
  const staffOptions = (staff.data ?? []).map((m) => ({ value: m.id, label: m.name }));
  // A staff member chosen by link before the list loads (or no longer listed) keeps a label.
  if (filters.actor_id && !staffOptions.some((o) => o.value === filters.actor_id)) {
    staffOptions.push({ value: filters.actor_id, label: filters.actor_id });
  }

  return (
    <div className="grid w-full grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <FilterSelect
        id="audit-staff"
        className="col-span-2"
        label={t('Staff member')}
        allLabel={t('All staff')}
        value={filters.actor_id}
        options={staffOptions}
        onChange={set('actor_id')}
      />
      <FilterSelect
        id="audit-record-type"
        label={t('Record type')}
        allLabel={t('All records')}
        value={filters.record_type}
        options={recordOptions}
        onChange={set('record_type')}
      />
      <FilterSelect
        id="audit-action"
        label={t('Action')}
        allLabel={t('All actions')}
        value={filters.action}
        options={actionOptions}
        onChange={set('action')}
      />
      <RecordIdFilter value={filters.record_id ?? ''} onChange={set('record_id')} />
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-from">{t('From')}</Label>
        <DatePicker
          id="audit-from"
          className="sm:w-44"
          value={filters.from ?? null}
          onChange={set('from')}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-to">{t('To')}</Label>
        <DatePicker
          id="audit-to"
          className="sm:w-44"
          value={filters.to ?? null}
          onChange={set('to')}
        />
      </div>
      {params.filtered && (
        <Button variant="ghost" className="col-span-2" onClick={params.clearFilters}>
          <X aria-hidden /> {t('Clear Filters')}
        </Button>
      )}
    </div>
  );
}
