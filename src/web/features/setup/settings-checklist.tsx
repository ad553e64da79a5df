import { useStaff } from '@web/features/auth';
import { useSetupChecklist } from './api';
import { ChecklistCard } from './checklist-card';

// The checklist kept on the Settings page, for the owner: reachable after it is hidden.
export function SettingsChecklist() {
  const isOwner = useStaff().can('owner');
  const checklist = useSetupChecklist(isOwner);
  if (!isOwner || !checklist.data) return null;
  return <ChecklistCard checklist={checklist.data} onDashboard={false} />;
}
