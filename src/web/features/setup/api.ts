import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';

// Under the settings' key: a change of any setting reads the checklist again.
const KEY = [...queryKeys.settings.all, 'setup-checklist'] as const;

/** The owner's first-run checklist (issue 47); others never ask. */
export const useSetupChecklist = (enabled: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: () => call('setup.checklist'),
    enabled,
    // Steps are done on other screens: each visit reads it afresh.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useDismissChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dismissed: boolean) => call('setup.dismiss', { body: { dismissed } }),
    onSuccess: (checklist) => client.setQueryData(KEY, checklist),
  });
}
