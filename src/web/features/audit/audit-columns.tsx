import { Link } from 'react-router';
import {
  ACTION_LABELS,
  RECORD_TYPE_LABELS,
  SYSTEM_ACTOR,
  type AuditRecordType,
} from '@domain/audit';
import type { AuditEntry } from '@domain/contracts/audit';
import type { DataTableColumn } from '@web/components/data-table';
import { UserText } from '@web/components/user-text';
import { BureauTime } from '@web/features/settings';
import { AuditChanges } from './audit-changes';

type Column = DataTableColumn<AuditEntry>;

// The records with a page of their own, where the Record cell leads.
const DETAIL_PATHS: Partial<Record<AuditRecordType, string>> = {
  customer: '/customers',
  company: '/companies',
  transaction: '/transactions',
  compliance_case: '/compliance',
};

// A record id as shown: a setting by its key, any other by its first eight characters.
const shortId = (type: AuditRecordType, id: string) => (type === 'setting' ? id : id.slice(0, 8));

function RecordCell({ entry }: { entry: AuditEntry }) {
  const label = RECORD_TYPE_LABELS[entry.record_type];
  const id = entry.record_id;
  if (!id) return <>{label}</>;
  const path = DETAIL_PATHS[entry.record_type];
  const text = (
    <>
      {label} <span className="font-mono">{shortId(entry.record_type, id)}</span>
    </>
  );
  return path ? (
    <Link
      to={`${path}/${id}`}
      title={id}
      className="whitespace-nowrap text-primary underline-offset-4 hover:underline"
    >
      {text}
    </Link>
  ) : (
    <span title={id} className="wrap-anywhere">
      {text}
    </span>
  );
}

const when: Column = {
  id: 'when',
  header: 'When',
  className: 'tabular-nums',
  // The day and the time, on two lines where the screen is narrow.
  cell: (entry) => (
    <>
      <BureauTime value={entry.at} style="day" className="whitespace-nowrap" />{' '}
      <BureauTime value={entry.at} style="time" className="whitespace-nowrap" />
    </>
  ),
};

const staff: Column = {
  id: 'staff',
  header: 'Staff',
  cell: (entry) =>
    entry.actor ? (
      <UserText title={entry.actor.email}>{entry.actor.name}</UserText>
    ) : (
      <span className="text-muted-foreground">{SYSTEM_ACTOR}</span>
    ),
};

const address: Column = {
  id: 'address',
  header: 'Address',
  className: 'font-mono text-xs',
  cell: (entry) => entry.address ?? '—',
};

const action: Column = {
  id: 'action',
  header: 'Action',
  className: 'whitespace-nowrap',
  cell: (entry) => ACTION_LABELS[entry.action],
};

const record: Column = {
  id: 'record',
  header: 'Record',
  cell: (entry) => <RecordCell entry={entry} />,
};

const changes: Column = {
  id: 'changes',
  header: 'Changes',
  // Wider than other cells: the changes are the point of the entry.
  className: 'max-w-md',
  cell: (entry) => <AuditChanges before={entry.before} after={entry.after} />,
};

/** The Audit page's columns. */
export const auditColumns: Column[] = [when, staff, address, action, record, changes];

/** A record's History section: the record is the page's own. */
export const historyColumns: Column[] = [when, staff, action, changes];
