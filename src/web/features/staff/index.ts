// Staff: the owner's list of accounts, approvals, roles and deactivation.

// The staff feature's public surface: the owner's Staff page, and the staff list the Audit
// page filters by.
export { useStaffList } from './api';
export { StaffPage } from './staff-page';
