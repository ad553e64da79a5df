import { useState } from 'react';
import type { StaffMember } from '@domain/contracts/staff';
import { ROLE_LABELS, STATUS_LABELS } from '@domain/staff';
import { type DataTableColumn } from '@web/components/data-table';
import { ListPage } from '@web/components/list-page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { msg, useT } from '@web/i18n';
import { notify } from '@web/lib/notify';
import { notifyFailure, useFailureToast } from '@web/lib/failure';
import { useStaffAction, useStaffList } from './api';
import { RoleDialog } from './role-dialog';

type Open =
  | { kind: 'approve' | 'role'; member: StaffMember }
  | { kind: 'reject' | 'deactivate'; member: StaffMember }
  | null;

const STATUS_VARIANT = {
  pending: 'secondary',
  active: 'default',
  rejected: 'outline',
  deactivated: 'outline',
} as const;

type Translate = ReturnType<typeof useT>['t'];

// What a member's action did, and the failure text of each (the name in both).
const DONE = {
  reject: msg('{{name}} rejected'),
  deactivate: msg('{{name}} deactivated'),
  reactivate: msg('{{name}} reactivated'),
} as const;
const FAILED = {
  reject: msg('Failed to reject {{name}}'),
  deactivate: msg('Failed to deactivate {{name}}'),
  reactivate: msg('Failed to reactivate {{name}}'),
} as const;

function columns(
  t: Translate,
  open: (next: Open) => void,
  reactivate: (member: StaffMember) => void,
): DataTableColumn<StaffMember>[] {
  return [
    { id: 'name', header: t('Name'), className: 'font-medium', cell: (m) => m.name },
    { id: 'email', header: t('Email'), cell: (m) => m.email },
    {
      id: 'role',
      header: t('Role'),
      cell: (m) =>
        m.status === 'active' || m.status === 'deactivated' ? t(ROLE_LABELS[m.role]) : '—',
    },
    {
      id: 'status',
      header: t('Status'),
      cell: (m) => <Badge variant={STATUS_VARIANT[m.status]}>{t(STATUS_LABELS[m.status])}</Badge>,
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      cell: (member) => (
        <div className="flex justify-end gap-2">
          {(member.status === 'pending' || member.status === 'rejected') && (
            <Button size="sm" onClick={() => open({ kind: 'approve', member })}>
              {t('Approve')}
            </Button>
          )}
          {member.status === 'pending' && (
            <Button variant="outline" size="sm" onClick={() => open({ kind: 'reject', member })}>
              {t('Reject')}
            </Button>
          )}
          {member.status === 'active' && (
            <>
              <Button variant="outline" size="sm" onClick={() => open({ kind: 'role', member })}>
                {t('Change Role')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => open({ kind: 'deactivate', member })}
              >
                {t('Deactivate')}
              </Button>
            </>
          )}
          {member.status === 'deactivated' && (
            <Button variant="outline" size="sm" onClick={() => reactivate(member)}>
              {t('Reactivate')}
            </Button>
          )}
        </div>
      ),
    },
  ];
}

// The owner's view of every staff account: those waiting for approval come first.
export function StaffPage() {
  const { t } = useT();
  const staff = useStaffList();
  const action = useStaffAction();
  const [open, setOpen] = useState<Open>(null);
  useFailureToast(staff.error, msg('Failed to load staff'));

  const run = async (member: StaffMember, kind: 'reject' | 'deactivate' | 'reactivate') => {
    try {
      await action.mutateAsync({ id: member.id, action: { kind } });
      notify.success(t(DONE[kind], { name: member.name }));
      setOpen(null);
    } catch (e) {
      notifyFailure(t(FAILED[kind], { name: member.name }), e);
    }
  };

  return (
    <ListPage
      title={t('Staff')}
      description={t(
        'Approve new accounts, choose what each member may do, and deactivate leavers',
      )}
      query={staff}
      what={msg('staff')}
      table={{
        columns: columns(t, setOpen, (member) => void run(member, 'reactivate')),
        rowKey: (m) => m.id,
        rowProps: (m) => ({ 'data-testid': `staff-${m.email}` }),
        empty: <EmptyState title={t('No staff accounts yet')} />,
      }}
      layout="inset"
    >
      {(open?.kind === 'approve' || open?.kind === 'role') && (
        <RoleDialog member={open.member} mode={open.kind} onClose={() => setOpen(null)} />
      )}
      {(open?.kind === 'reject' || open?.kind === 'deactivate') && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setOpen(null)}
          title={
            open.kind === 'reject'
              ? t('Reject {{name}}?', { name: open.member.name })
              : t('Deactivate {{name}}?', { name: open.member.name })
          }
          description={
            open.kind === 'reject'
              ? t('The account cannot sign in. You can still approve it later.')
              : t(
                  'Every session of this member ends at once and they cannot sign in until reactivated.',
                )
          }
          confirmLabel={open.kind === 'reject' ? t('Reject') : t('Deactivate')}
          pending={action.isPending}
          onConfirm={() => void run(open.member, open.kind as 'reject' | 'deactivate')}
        />
      )}
    </ListPage>
  );
}
