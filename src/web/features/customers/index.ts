// Customers: people, their list, details, profile, company and archiving.

// The customers feature's public surface for other features (companies, side panel, menus).
export { useCustomer, useCustomers, useSetCustomerCompany } from './api';
export { CustomerDialog, CustomerForm, preloadCustomerDialog } from './lazy-forms';
