import { roleAllows, staffRole, type StaffRole } from '@domain/staff';
import { useSession } from './auth-client';

// The signed-in member's role, for hiding what it cannot do. The server decides anyway.
export function useStaff() {
  const { data } = useSession();
  const role = staffRole(data?.user.role);
  return {
    role,
    active: data?.user.status === 'active',
    can: (needed: StaffRole) => roleAllows(role, needed),
  };
}
