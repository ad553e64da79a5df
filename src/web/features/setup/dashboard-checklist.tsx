import { useStaff } from '@web/features/auth';
import { useSetupChecklist } from './api';
import { ChecklistCard } from './checklist-card';

// On the owner's dashboard until every step is done or the owner hides it (Settings brings it
// back).
export function DashboardChecklist() {
  const isOwner = useStaff().can('owner');
  const checklist = useSetupChecklist(isOwner);
  const data = checklist.data;
  if (!isOwner || !data || data.dismissed || data.steps.every((step) => step.done)) return null;
  return <ChecklistCard checklist={data} onDashboard />;
}
