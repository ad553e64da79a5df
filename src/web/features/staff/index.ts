// The staff feature's public surface: the owner's Staff page.
export { StaffPage } from './staff-page';
