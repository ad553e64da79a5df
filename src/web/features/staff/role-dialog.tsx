import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staffRoleBody, type StaffMember, type StaffRoleInput } from '@domain/contracts/staff';
import { ROLE_LABELS, STAFF_ROLES } from '@domain/staff';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { msg, useT } from '@web/i18n';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useStaffAction } from './api';

// English, translated where shown.
const ROLE_HINTS = {
  teller: msg('Customers, companies, ID cards, exchanges, claims and receipts'),
  manager: msg('A teller, plus currencies, rates, balances, the export and reports'),
  owner: msg('A manager, plus settings and staff'),
} as const;

// Approving a waiting account, or changing an active member's role: both choose one role.
export function RoleDialog(props: {
  member: StaffMember;
  mode: 'approve' | 'role';
  onClose: () => void;
}) {
  const { t } = useT();
  const { member, mode } = props;
  const action = useStaffAction();
  const form = useForm<StaffRoleInput>({
    resolver: zodResolver(staffRoleBody),
    defaultValues: { role: member.status === 'active' ? member.role : 'teller' },
  });
  const submit = async ({ role }: StaffRoleInput) => {
    try {
      await action.mutateAsync({ id: member.id, action: { kind: mode, role } });
      const values = { name: member.name, role: t(ROLE_LABELS[role]).toLowerCase() };
      notify.success(
        mode === 'approve'
          ? t('{{name}} approved as {{role}}', values)
          : t('{{name}} is now {{role}}', values),
      );
      props.onClose();
    } catch (e) {
      notifyFailure(mode === 'approve' ? t('Failed to approve') : t('Failed to change role'), e);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !action.isPending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {mode === 'approve'
              ? t('Approve {{name}}', { name: member.name })
              : t('Change role of {{name}}', { name: member.name })}
          </DialogTitle>
          <DialogDescription>{member.email}</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <FormField
            control={form.control}
            name="role"
            label={t('Role')}
            id="staff-role"
            render={({ field, control }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {STAFF_ROLES.map((role) => (
                    <SelectItem key={role} value={role}>
                      {t(ROLE_LABELS[role])} — {t(ROLE_HINTS[role])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={props.onClose}
              disabled={action.isPending}
            >
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {action.isPending
                ? t('Saving...')
                : mode === 'approve'
                  ? t('Approve')
                  : t('Save Role')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
