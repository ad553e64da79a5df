import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffList, StaffMember } from '@domain/contracts/staff';
import type { StaffRole } from '@domain/staff';
import { api } from '@web/lib/api-client';
import { refreshQueries } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.staff.all,
    queryFn: () => api<StaffList>('/api/staff').then((r) => r.rows),
  });
}

export type StaffAction =
  | { kind: 'approve'; role: StaffRole }
  | { kind: 'role'; role: StaffRole }
  | { kind: 'reject' | 'deactivate' | 'reactivate' };

const request = (id: string, action: StaffAction) => {
  const path = `/api/staff/${encodeURIComponent(id)}`;
  switch (action.kind) {
    case 'approve':
      return api<StaffMember>(`${path}/approve`, { method: 'POST', body: { role: action.role } });
    case 'role':
      return api<StaffMember>(`${path}/role`, { method: 'PUT', body: { role: action.role } });
    default:
      return api<StaffMember>(`${path}/${action.kind}`, { method: 'POST', body: {} });
  }
};

export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: StaffAction }) => request(input.id, input.action),
    onSuccess: () => refreshQueries(queryClient, queryKeys.staff.all),
  });
}
