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
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useStaffAction } from './api';

const ROLE_HINTS = {
  teller: 'Customers, companies, ID cards, exchanges, claims and receipts',
  manager: 'A teller, plus currencies, rates, balances, the export and reports',
  owner: 'A manager, plus settings and staff',
} as const;

// Approving a waiting account, or changing an active member's role: both choose one role.
export function RoleDialog(props: {
  member: StaffMember;
  mode: 'approve' | 'role';
  onClose: () => void;
}) {
  const { member, mode } = props;
  const action = useStaffAction();
  const form = useForm<StaffRoleInput>({
    resolver: zodResolver(staffRoleBody),
    defaultValues: { role: member.status === 'active' ? member.role : 'teller' },
  });
  const submit = async ({ role }: StaffRoleInput) => {
    try {
      await action.mutateAsync({ id: member.id, action: { kind: mode, role } });
      notify.success(
        mode === 'approve'
          ? `${member.name} approved as ${ROLE_LABELS[role].toLowerCase()}`
          : `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}`,
      );
      props.onClose();
    } catch (e) {
      notifyFailure(mode === 'approve' ? 'Failed to approve' : 'Failed to change role', e);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !action.isPending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {mode === 'approve' ? `Approve ${member.name}` : `Change role of ${member.name}`}
          </DialogTitle>
          <DialogDescription>{member.email}</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <FormField
            control={form.control}
            name="role"
            label="Role"
            id="staff-role"
            render={({ field, control }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {STAFF_ROLES.map((role) => (
                    <SelectItem key={role} value={role}>
                      {ROLE_LABELS[role]} — {ROLE_HINTS[role]}
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
              Cancel
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? 'Saving...' : mode === 'approve' ? 'Approve' : 'Save Role'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
