// The owner's first-run checklist (issue 47): on the dashboard until done or hidden, and on
// the Settings page.
export { DashboardChecklist } from './dashboard-checklist';
export { SettingsChecklist } from './settings-checklist';
