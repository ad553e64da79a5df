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
import { BureauTime } from '@web/shared/bureau-time';
import { msg, useT } from '@web/i18n';
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
  const { t } = useT();
  const label = t(RECORD_TYPE_LABELS[entry.record_type]);
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

function StaffCell({ entry }: { entry: AuditEntry }) {
  const { t } = useT();
  return entry.actor ? (
    <UserText title={entry.actor.email}>{entry.actor.name}</UserText>
  ) : (
    <span className="text-muted-foreground">{t(SYSTEM_ACTOR)}</span>
  );
}

function ActionCell({ entry }: { entry: AuditEntry }) {
  const { t } = useT();
  return <>{t(ACTION_LABELS[entry.action])}</>;
}

const when: Column = {
  id: 'when',
  header: msg('When'),
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
  header: msg('Staff'),
  cell: (entry) => <StaffCell entry={entry} />,
};

const address: Column = {
  id: 'address',
  header: msg('Address'),
  className: 'font-mono text-xs',
  cell: (entry) => entry.address ?? '—',
};

const action: Column = {
  id: 'action',
  header: msg('Action'),
  className: 'whitespace-nowrap',
  cell: (entry) => <ActionCell entry={entry} />,
};

const record: Column = {
  id: 'record',
  header: msg('Record'),
  cell: (entry) => <RecordCell entry={entry} />,
};

const changes: Column = {
  id: 'changes',
  header: msg('Changes'),
  // Wider than other cells: the changes are the point of the entry.
  className: 'max-w-md',
  cell: (entry) => <AuditChanges before={entry.before} after={entry.after} />,
};

// The headers are marked where they are written and translated here, in the language on screen.
function useTranslated(columns: Column[]): Column[] {
  const { t } = useT();
  return columns.map((column) => ({ ...column, header: t(column.header as string) }));
}

/** The Audit page's columns. */
export const useAuditColumns = () => useTranslated([when, staff, address, action, record, changes]);

/** A record's History section: the record is the page's own. */
export const useHistoryColumns = () => useTranslated([when, staff, action, changes]);
