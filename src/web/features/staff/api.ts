import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@domain/staff';
import { call } from '@web/lib/call';
import { refreshQueries } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.staff.all,
    queryFn: () => call('staff.list').then((r) => r.rows),
  });
}

export type StaffAction =
  | { kind: 'approve'; role: StaffRole }
  | { kind: 'role'; role: StaffRole }
  | { kind: 'reject' | 'deactivate' | 'reactivate' };

const request = (id: string, action: StaffAction) => {
  const params = { id };
  switch (action.kind) {
    case 'approve':
      return call('staff.approve', { params, body: { role: action.role } });
    case 'role':
      return call('staff.setRole', { params, body: { role: action.role } });
    default:
      return call(`staff.${action.kind}`, { params, body: {} });
  }
};

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: StaffAction }) => request(input.id, input.action),
    onSuccess: () => refreshQueries(queryClient, queryKeys.staff.all),
  });
}
